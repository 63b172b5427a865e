// /api/v0/schema/: the OpenAPI document.
import { endpoint } from "../handler";

export const schema = endpoint({
  method: "GET",
  path: "/schema/",
  tag: "meta",
  auth: "public",
  summary: "This OpenAPI 3.1 document (JSON).",
});
