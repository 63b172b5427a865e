// The published articles' ids (the sitemap, app/sitemap.ts): one entry per article, with its last change.
import "server-only";
import { getDb } from "@/lib/db";

/** Ids and last changes of every published article (the sitemap). */
export async function listNewsIds(): Promise<{ id: number; updatedAt: Date }[]> {
  const db = await getDb();
  return db.news.findMany({
    where: { published: true },
    select: { id: true, updatedAt: true },
    orderBy: { id: "asc" },
  });
}
