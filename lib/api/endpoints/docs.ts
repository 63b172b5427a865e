// /api/v0/docs/: the API reference page.
import { endpoint } from "../handler";

export const docs = endpoint({
  method: "GET",
  path: "/docs/",
  tag: "meta",
  auth: "public",
  summary: "A browsable reference of this API (HTML).",
});
