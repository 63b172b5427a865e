// /api/v0/news/… (docs/product.md section 7 "Content"): news, one article, the home page's counters.
import { z } from "zod";
import { id } from "@/lib/validation/football";
import { CountersSchema, NewsArticle, NewsList } from "../serializers/content";
import { endpoint } from "../handler";
import { pageQuery } from "../pagination";

const idParam = z.object({ id: id() });

export const news = {
  list: endpoint({
    method: "GET",
    path: "/news/news/",
    tag: "content",
    auth: "public",
    query: pageQuery(3),
    response: NewsList,
    summary: "Published news, newest first, pages of 3.",
  }),
  article: endpoint({
    method: "GET",
    path: "/news/news/{id}/",
    tag: "content",
    auth: "public",
    params: idParam,
    response: NewsArticle,
    summary: "One article with its (sanitised) HTML.",
  }),
  counters: endpoint({
    method: "GET",
    path: "/news/counters/",
    tag: "content",
    auth: "public",
    response: CountersSchema,
    summary: "Season participants, country leagues and private leagues.",
  }),
};
