// GET /api/v0/rules/rules-item/ – the rules items (sections of type rules).
import { handle, methods } from "@/lib/api/handler";
import { rules } from "@/lib/api/endpoints/rules";
import { rulesSectionJson } from "@/lib/api/serializers/content";
import { listRulesSections } from "@/lib/server/content/list-rules-sections";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(rules.items, async ({ locale }) => (await listRulesSections({ locale })).map(rulesSectionJson)),
});
