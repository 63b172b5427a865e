// GET /api/v0/rules/rules-item/ – the rules items (sections of type rules).
import { handle, methods } from "@/lib/api/handler";
import { content } from "@/lib/api/endpoints/content";
import { rulesSectionJson } from "@/lib/api/serializers/content";
import { listRulesSections } from "@/lib/server/content/rules";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(content.items, async ({ locale }) => (await listRulesSections({ locale })).map(rulesSectionJson)),
});
