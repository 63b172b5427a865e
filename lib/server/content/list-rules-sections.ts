// Rules sections (docs/product.md sections 3 and 7: /rules/rules-section/): the rules page's sections, by position,
// in one language.
import "server-only";
import { getDb } from "@/lib/db";
import { sanitizeRichText } from "./sanitize";
import { pick, type Locale } from "./locale";

export interface RulesSection {
  id: number;
  slug: string;
  position: number;
  name: string;
  /** Sanitised HTML. */
  text: string;
  image: string | null;
  sectionType: string;
}

/** The sections of one type ("rules" by default), by position. */
export async function listRulesSections(options: { locale: Locale; sectionType?: string }): Promise<RulesSection[]> {
  const db = await getDb();
  const rows = await db.rulesSection.findMany({
    where: { sectionType: options.sectionType ?? "rules" },
    orderBy: [{ position: "asc" }, { id: "asc" }],
  });
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    position: r.position,
    name: pick(options.locale, r.nameEn, r.nameIt),
    text: sanitizeRichText(pick(options.locale, r.textEn, r.textIt)),
    image: r.image,
    sectionType: r.sectionType,
  }));
}
