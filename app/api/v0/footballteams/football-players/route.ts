// GET /api/v0/footballteams/football-players/ – the players list (filters, stat ordering, pages of 30).
import { handle, methods } from "@/lib/api/handler";
import { players } from "@/lib/api/endpoints/footballteams";
import { pageWindow, paginatedText } from "@/lib/api/pagination";
import { playerPageText } from "@/lib/api/serializers/teams";
import { listPlayersView } from "@/lib/server/football/list-players";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(players, async ({ req, query }) => {
    const { count, results } = await listPlayersView(
      {
        ...pageWindow(query),
        clubId: query.football_club_id,
        fullName: query.full_name,
        ordering: query.ordering,
        minPrice: query.min_price,
        maxPrice: query.max_price,
        position: query.position,
      },
      playerPageText,
    );
    return paginatedText(req, query, count, results);
  }),
});
