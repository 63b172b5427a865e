// /api/v0/settings/ (docs/product.md section 7 "Settings, rounds, players").
import { Settings } from "../serializers/teams";
import { endpoint } from "../handler";

export const settings = endpoint({
  method: "GET",
  path: "/settings/",
  tag: "settings",
  auth: "public",
  response: Settings,
  summary:
    "budget_limit (millions), extra_transfer_penalty_points, nmb_of_fp_from_fc, free_transfers_per_round, sign_up_open.",
});
