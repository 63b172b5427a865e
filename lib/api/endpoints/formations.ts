// /api/v0/formations/… (docs/product.md section 7 "Settings, rounds, players").
import { z } from "zod";
import { Formation } from "../serializers/football";
import { endpoint } from "../handler";

export const formations = endpoint({
  method: "GET",
  path: "/formations/global-formations/",
  tag: "football",
  auth: "public",
  response: z.array(Formation),
  summary: "The formations a team may line up in.",
});
