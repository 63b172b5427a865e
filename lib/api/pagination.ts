// DRF's PageNumberPagination: `?page=&page_size=` in, `{count, next, previous, results}` out.
import type { NextRequest } from "next/server";
import { z } from "zod";
import { AppError } from "@/lib/server/errors";

export const MAX_PAGE_SIZE = 100;

/** The page query of a list with this default page size (spec: members 20, players 30, news 3). */
export const pageQuery = (defaultSize: number) =>
  z.object({
    page: z.coerce.number().int().min(1).max(1_000_000_000).default(1),
    page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultSize),
  });

export interface PageRequest {
  page: number;
  page_size: number;
}

export const pageWindow = (p: PageRequest) => ({ offset: (p.page - 1) * p.page_size, limit: p.page_size });

export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** The envelope, with next/previous as absolute URLs of the same query. A page past the end is 404. */
export function paginated<T>(req: NextRequest, p: PageRequest, count: number, results: T[]): Paginated<T> {
  const pages = Math.max(1, Math.ceil(count / p.page_size));
  if (p.page > pages) throw new AppError("not_found", "Invalid page.", { code: "invalidPage" });
  const link = (page: number) => {
    const url = new URL(req.url);
    if (page === 1) url.searchParams.delete("page");
    else url.searchParams.set("page", String(page));
    return url.toString();
  };
  return {
    count,
    next: p.page < pages ? link(p.page + 1) : null,
    previous: p.page > 1 ? link(p.page - 1) : null,
    results,
  };
}
