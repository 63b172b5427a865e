// GET /api/v0/news/news/?page=&page_size= – news, pages of 3.
import { handle, methods } from "@/lib/api/handler";
import { news } from "@/lib/api/endpoints/news";
import { pageWindow, paginated } from "@/lib/api/pagination";
import { newsCardJson } from "@/lib/api/serializers/content";
import { listNews } from "@/lib/server/content/list-news";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(news.list, async ({ req, query, locale }) => {
    pageWindow(query); // an unreadable page is "Invalid page." before the read
    const news = await listNews({ locale, page: query.page, pageSize: query.page_size });
    return paginated(req, query, news.count, news.results.map(newsCardJson));
  }),
});
