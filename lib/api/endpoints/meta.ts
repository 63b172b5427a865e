// The API's own documents.
import { endpoint } from "../handler";

export const schema = endpoint({
  method: "GET",
  path: "/schema/",
  tag: "meta",
  auth: "public",
  summary: "This OpenAPI 3.1 document (JSON).",
});
export const docs = endpoint({
  method: "GET",
  path: "/docs/",
  tag: "meta",
  auth: "public",
  summary: "A browsable reference of this API (HTML).",
});
export const health = endpoint({
  method: "GET",
  path: "/health/",
  tag: "meta",
  auth: "public",
  summary: 'Liveness for load balancers: {status: "ok"} (no database access).',
});
