// The FAQ (docs/product.md sections 3 and 7: /rules/faq/): questions and answers, by position, in one language.
import "server-only";
import { getDb } from "@/lib/db";
import { pick, type Locale } from "./locale";

export interface FaqItem {
  id: number;
  position: number;
  question: string;
  answer: string;
  createdAt: Date;
}

/** The FAQ, by position. */
export async function listFaq(options: { locale: Locale }): Promise<FaqItem[]> {
  const db = await getDb();
  const rows = await db.faqItem.findMany({ orderBy: [{ position: "asc" }, { id: "asc" }] });
  return rows.map((r) => ({
    id: r.id,
    position: r.position,
    question: pick(options.locale, r.questionEn, r.questionIt),
    answer: pick(options.locale, r.answerEn, r.answerIt),
    createdAt: r.createdAt,
  }));
}
