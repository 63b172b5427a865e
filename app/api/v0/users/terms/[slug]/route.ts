// GET /api/v0/users/terms/{terms-of-use|privacy-policy|cookies-policy}/ – the legal documents.
import { handle, methods } from "@/lib/api/handler";
import { terms } from "@/lib/api/endpoints/users";
import { found } from "@/lib/api/errors";
import { legalDocumentJson } from "@/lib/api/serializers/content";
import { getLegalDocument } from "@/lib/server/content/get-legal-document";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(terms, async ({ params, locale }) =>
    legalDocumentJson(found(await getLegalDocument({ kind: params.slug, locale }), locale)),
  ),
});
