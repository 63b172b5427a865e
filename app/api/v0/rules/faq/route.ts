// GET /api/v0/rules/faq/ – FAQ.
import { handle, methods } from "@/lib/api/handler";
import { rules } from "@/lib/api/endpoints/rules";
import { faqJson } from "@/lib/api/serializers/content";
import { listFaq } from "@/lib/server/content/list-faq";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(rules.faq, async ({ locale }) => (await listFaq({ locale })).map(faqJson)),
});
