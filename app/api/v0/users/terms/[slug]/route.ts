// GET /api/v0/users/terms/{terms-of-use|privacy-policy|cookies-policy}/ – the legal documents.
import { handle, methods } from "@/lib/api/handler";
import { terms } from "@/lib/api/endpoints/users";
import { readTerms } from "@/lib/server/users/reference";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(terms, ({ params, locale }) => readTerms({ slug: params.slug, locale })),
});
