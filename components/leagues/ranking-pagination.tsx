// The members pages of a ranking (docs/product.md section 9): the site's pager over the ranking's ?page=N.
import { Pager } from "@/components/ui/pager";

type Href = (page: number) => { pathname: string; query: Record<string, string> };

export function RankingPagination({ page, pages, href }: { page: number; pages: number; href: Href }) {
  return (
    <Pager
      page={page}
      pages={pages}
      href={href}
      messages="Leagues.ranking"
      className="flex flex-wrap items-center justify-center gap-2"
    />
  );
}
