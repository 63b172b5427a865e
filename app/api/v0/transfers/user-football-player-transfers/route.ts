// GET, POST /api/v0/transfers/user-football-player-transfers/ – count a round's transfers; make transfers.
import { handle, methods } from "@/lib/api/handler";
import { transfers } from "@/lib/api/endpoints/transfers";
import { transferStateJson } from "@/lib/api/serializers/teams";
import { countTransfers } from "@/lib/server/transfers/count-transfers";
import { submitTransfers } from "@/lib/server/transfers/submit-transfers";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(transfers.count, async ({ user, query }) => ({
    count: await countTransfers({ userId: user.id, roundId: query.football_round }),
  })),
  POST: handle(transfers.submit, async ({ user, body }) => {
    const outcome = await submitTransfers({ userId: user.id, transfers: body.transfers });
    return { transfers: outcome.transfers, penalty: outcome.penalty, ...transferStateJson(outcome.state) };
  }),
});
