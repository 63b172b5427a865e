// The contact topics' slugs (docs/product.md sections 3 and 9), apart from the zod schema so the browser's
// contact form can list them without loading zod.
export const CONTACT_TOPICS = [
  "bug",
  "functionality-change-recommendation",
  "new-functionality-recommendation",
  "incorrect-match-entry",
  "marketing-sponsorship",
  "other",
] as const;
export type ContactTopicSlug = (typeof CONTACT_TOPICS)[number];
