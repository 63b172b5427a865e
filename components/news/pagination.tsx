// The news pagination (docs/product.md section 2 "News"): the site's pager over /news/?page=N.
import { Pager } from "@/components/ui/pager";

const NEWS_PATH = "/news/";
const href = (page: number) => ({
  pathname: NEWS_PATH,
  query: page > 1 ? { page: String(page) } : ({} as Record<string, string>),
});

export function Pagination({ page, pages }: { page: number; pages: number }) {
  return (
    <Pager
      page={page}
      pages={pages}
      href={href}
      messages="News"
      className="mt-10 flex items-center justify-center gap-2"
    />
  );
}
