/** Query flag that keeps modals closed, set when signing out (spec section 2 "Protected-route rules"). */
export const NO_MODAL_FLAG = "no_modal";
