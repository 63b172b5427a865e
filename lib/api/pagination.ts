// DRF's PageNumberPagination, edges included: `?page=&page_size=` in, `{count, next, previous, results}` out.
// One place decides every paginated list's edges, as DRF does them: a page size above the maximum is
// the maximum, a page size that is not a positive integer is the list's default, and a page that is
// not a positive integer or lies past the end is `404 {"detail": "Invalid page."}` (after the
// list's other parameters were checked: a bad filter is still a 400 naming it).
import type { NextRequest } from "next/server";
import { z } from "zod";
import { AppError, msg } from "@/lib/server/errors";
import { JsonText } from "./handler";

export const MAX_PAGE_SIZE = 100;
/** Pages beyond this are past the end of any list (and keep offsets small). */
const MAX_PAGE = 1_000_000_000;
/** What an unreadable `page` parses to: no page has this number, so the list answers "Invalid page.". */
const INVALID_PAGE = 0;

const invalidPage = () => new AppError("not_found", "Invalid page.", { messages: msg("Api.errors.invalidPage") });

/** `page_size`: at most MAX_PAGE_SIZE (more is clamped); anything but a positive integer is the default. */
export const pageSizeQuery = (defaultSize: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .catch(defaultSize)
    .transform((size) => Math.min(size, MAX_PAGE_SIZE))
    .default(defaultSize)
    .meta({
      description: `Rows per page (default ${defaultSize}); more than ${MAX_PAGE_SIZE} is read as ${MAX_PAGE_SIZE}.`,
    });

/** The page query of a list with this default page size (spec: members 20, players 30, news 3). */
export const pageQuery = (defaultSize: number) =>
  z.object({
    page: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_PAGE)
      .catch(INVALID_PAGE)
      .default(1)
      .meta({ description: "Page number from 1; not a number or past the last page: 404 Invalid page." }),
    page_size: pageSizeQuery(defaultSize),
  });

export interface PageRequest {
  page: number;
  page_size: number;
}

/** The rows a page holds. A page that is not a positive integer is "Invalid page.". */
export function pageWindow(p: PageRequest) {
  if (!(p.page >= 1)) throw invalidPage();
  return { offset: (p.page - 1) * p.page_size, limit: p.page_size };
}

export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** The envelope of every row there is, on one page (no next, no previous). */
export const onePage = <T>(results: T[]): Paginated<T> => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

/**
 * `paginated`'s envelope around results already serialized (a JSON array's text): the bytes `paginated` would answer,
 * for a page rendered once and kept (lib/api/handler.ts `JsonText`).
 */
export function paginatedText(req: NextRequest, p: PageRequest, count: number, resultsText: string): JsonText {
  const { next, previous } = paginated(req, p, count, []);
  const head = JSON.stringify({ count, next, previous, results: [] });
  return new JsonText(`${head.slice(0, -3)}${resultsText}}`);
}

/** The envelope, with next/previous as absolute URLs of the same query. A page past the end is "Invalid page.". */
export function paginated<T>(req: NextRequest, p: PageRequest, count: number, results: T[]): Paginated<T> {
  const pages = Math.max(1, Math.ceil(count / p.page_size));
  if (!(p.page >= 1) || p.page > pages) throw invalidPage();
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
