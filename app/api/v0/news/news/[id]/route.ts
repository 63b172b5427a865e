// GET /api/v0/news/news/{id}/ – one article.
import { handle, methods } from "@/lib/api/handler";
import { news } from "@/lib/api/endpoints/news";
import { found } from "@/lib/api/errors";
import { newsArticleJson } from "@/lib/api/serializers/content";
import { getNewsArticle } from "@/lib/server/content/get-news-article";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(news.article, async ({ params, locale }) =>
    newsArticleJson(found(await getNewsArticle({ id: params.id, locale }), locale)),
  ),
});
