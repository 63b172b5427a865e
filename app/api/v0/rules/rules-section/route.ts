// GET /api/v0/rules/rules-section/?section_type= – rules sections.
import { handle, methods } from "@/lib/api/handler";
import { rules } from "@/lib/api/endpoints/rules";
import { rulesSectionJson } from "@/lib/api/serializers/content";
import { listRulesSections } from "@/lib/server/content/list-rules-sections";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(rules.sections, async ({ query, locale }) =>
    (await listRulesSections({ locale, sectionType: query.section_type ?? "rules" })).map(rulesSectionJson),
  ),
});
