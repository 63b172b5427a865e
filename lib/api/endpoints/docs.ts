// /api/v0/docs/: the API reference page.
import { z } from "zod";
import { endpoint } from "../handler";

export const docs = endpoint({
  method: "GET",
  path: "/docs/",
  tag: "meta",
  auth: "public",
  response: z.string(),
  produces: "text/html",
  summary: "A browsable reference of this API (HTML).",
});
