// /api/v0/transfers/… (docs/product.md section 7 "User teams and transfers").
import { transfersQuery, transfersSchema } from "@/lib/api/requests/teams";
import { TransferCount, TransfersDone } from "../serializers/teams";
import { endpoint } from "../handler";
import { TEAM_CHANGE } from "./userteams";

export const transfers = {
  count: endpoint({
    method: "GET",
    path: "/transfers/user-football-player-transfers/",
    tag: "transfers",
    auth: "verified",
    query: transfersQuery,
    fields: { round: "football_round" },
    response: TransferCount,
    responses: { 404: "No such round" },
    summary: "The caller's transfers for football_round: {count}.",
  }),
  submit: endpoint({
    method: "POST",
    path: "/transfers/user-football-player-transfers/",
    tag: "transfers",
    auth: "verified",
    body: transfersSchema,
    fields: { playerOut: "user_football_player_deleted", playerIn: "football_player_added" },
    status: 201,
    responses: { 409: TEAM_CHANGE[409] },
    response: TransfersDone,
    summary:
      "Applies transfers [{football_player_added, user_football_player_deleted}] atomically; answers the counters.",
  }),
};
