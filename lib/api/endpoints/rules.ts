// /api/v0/rules/… (docs/product.md section 7 "Content"): prizes, rules sections and items, FAQ.
import { z } from "zod";
import { int } from "@/lib/validation/football";
import { Faq, Prizes, RulesSection } from "../serializers/content";
import { endpoint } from "../handler";

export const rules = {
  prizes: endpoint({
    method: "GET",
    path: "/rules/prizes/",
    tag: "content",
    auth: "public",
    query: z.object({ winner_type: int(1, 3) }),
    response: Prizes,
    responses: { 404: "No prizes of this winner type" },
    summary: "Prizes of a winner type (1 quad round, 2 season, 3 round).",
  }),
  sections: endpoint({
    method: "GET",
    path: "/rules/rules-section/",
    tag: "content",
    auth: "public",
    query: z.object({
      section_type: z
        .string()
        .max(40)
        .regex(/^[A-Za-z0-9_-]+$/, "invalid")
        .optional(),
    }),
    response: z.array(RulesSection),
    summary: "Rules sections by position (section_type, a slug such as rules, filters; default rules).",
  }),
  items: endpoint({
    method: "GET",
    path: "/rules/rules-item/",
    tag: "content",
    auth: "public",
    response: z.array(RulesSection),
    summary: "The rules items: the sections of type rules, by position (as rules-section without a filter).",
  }),
  faq: endpoint({
    method: "GET",
    path: "/rules/faq/",
    tag: "content",
    auth: "public",
    response: z.array(Faq),
    summary: "FAQ items by position.",
  }),
};
