// /api/v0/formations/… (spec section 7 "Settings, rounds, players").
import { endpoint } from "../handler";

export const formations = endpoint({
  method: "GET",
  path: "/formations/global-formations/",
  tag: "football",
  auth: "public",
  summary: "The formations a team may line up in.",
});
