// GET /api/v0/news/news/{id}/ – one article.
import { handle, methods } from "@/lib/api/handler";
import { content } from "@/lib/api/endpoints/content";
import { found } from "@/lib/api/errors";
import { newsArticleJson } from "@/lib/api/serializers/content";
import { getNewsArticle } from "@/lib/server/content/news";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(content.article, async ({ params, locale }) =>
    newsArticleJson(found(await getNewsArticle({ id: params.id, locale }), locale)),
  ),
});
