/** Query flag that keeps modals closed, set when signing out (docs/product.md section 2 "Protected-route rules"). */
export const NO_MODAL_FLAG = "no_modal";
