// The team as the screens and the API read it: the squad in slot order with each player's card, read with everything a
// use case needs of the team in one statement (readTeams).
import "server-only";
import { type Tx, queryPrepared } from "@/lib/db";
import { processMemory } from "@/lib/memory";
import type { ChipKind, Half } from "@/lib/game/chips";
import type { Position } from "@/lib/game/types";
import { Prisma } from "@/lib/generated/prisma/client";
import type { SeasonStatus } from "@/lib/generated/prisma/enums";
import { type SessionUserRead, sessionUserColumn, sessionUserOfColumn } from "../users/session-user";
import { clubWithJerseysSelect } from "../football/types";

/** What a player's card shows (docs/product.md section 3 "Football player", without the statistics). */
export const playerCardSelect = {
  id: true,
  firstName: true,
  lastName: true,
  position: true,
  status: true,
  currentPrice: true,
  initialPrice: true,
  popularityBp: true,
  club: { select: clubWithJerseysSelect },
} satisfies Prisma.PlayerSelect;

export type PlayerCard = Prisma.PlayerGetPayload<{ select: typeof playerCardSelect }> & { position: Position };

export interface SquadEntry {
  /** The user football player id (spec: user_football_player). */
  squadPlayerId: number;
  /** 0–10 the pitch, 11–14 the bench. */
  slot: number;
  /** Bench order: 0 the goalkeeper, 1–3 the outfield substitutes; null on the pitch. */
  benchPriority: number | null;
  isCaptain: boolean;
  isViceCaptain: boolean;
  /** What the manager paid, in tenths of a million. */
  purchasePrice: number;
  player: PlayerCard;
}

export interface TeamView {
  id: number;
  userId: number;
  seasonId: number;
  name: string;
  abbreviation: string;
  countryCode: string | null;
  formation: { id: number; name: string };
  /** Budget left, in tenths of a million. */
  bank: number;
  totalPoints: number;
  captainId: number | null;
  viceCaptainId: number | null;
  /** The squad in slot order. */
  players: SquadEntry[];
  /** Bumped by every change (transfers, line-up). */
  version: number;
}

/** A chip the team played: which, in which half, for which round. */
export interface TeamChipRow {
  chip: ChipKind;
  half: Half;
  roundId: number;
}

/** A team as the use cases read it: the view, and what the transfer counters and the rules need besides. */
export interface TeamRecord {
  view: TeamView;
  season: { id: number; name: string; status: SeasonStatus; startsOn: Date };
  transfersUsed: number;
  freeTransfers: number;
  penaltyPoints: number;
  /** The chips the team played (lib/game/chips.ts), each for one round. */
  chips: TeamChipRow[];
  firstRoundId: number | null;
  /** Rounds the team was snapshotted for whose round is live or finished (only when asked for: `roundsPlayed`). */
  roundsPlayed: number;
}

export interface TeamFilter {
  teamId?: number;
  userId?: number;
  seasonStatuses?: readonly SeasonStatus[];
  /** Count the rounds played (an index range of the team's snapshots). */
  roundsPlayed?: boolean;
  /** Read this user too, as findSessionUserWithStamp does (the caller of a request: one round trip, not two). */
  caller?: number;
  /**
   * The players' cards at the statement's cache epoch from memory (the player directory) instead of building them in
   * the statement. Not in a transaction whose own changes to players the directory would not hold. With `userId` and
   * no `teamId`, the user's squads are kept in memory too (`squadMemory`).
   */
  cardsAt?: (epoch: number) => Promise<ReadonlyMap<number, PlayerCard>>;
}

/**
 * What a process remembers of a team read through `cardsAt`: the row's stamp, the squad as read at that stamp (cards by
 * id), and at `epoch` the view built from them and the rounds played.
 */
interface Remembered {
  stamp: string;
  squad: SquadRow[];
  epoch: number;
  view: TeamView;
  played: number;
}

/**
 * A fan's own team is read on nearly every screen and by the app, and it changes only when he saves: the squads read
 * outside a transaction are kept per user (the latest 2,000 users, per process: about 12 kB each with the JSON the API
 * renders of it, 24 MB in all), and the statement sends a squad again only when its team's row has changed since. The
 * stamp is the row's xmin, the transaction that last wrote it, which any UPDATE renews; and a squad never changes
 * without its team's row: a new team is inserted with its squad, and the two statements that change a squad
 * (fsa_arrange_squad, fsa_apply_transfers) update the row in the same transaction. The cards come from the player
 * directory at the statement's epoch, so an operator's change to a player is seen at once; the view built from them is
 * reused while both the stamp and the epoch hold, so the API can keep the JSON it renders of it
 * (lib/api/serializers/teams.ts `teamJsonText`). So is the count of rounds played: the snapshots it counts are written
 * by the round's lock, and a round's status changes, both of which move the epoch.
 */
const squadMemory = processMemory<number, Map<number, Remembered>>("squads", 2_000);

/** Prisma's enum names from the database's labels ("transferred-out" → transferred_out). */
const enumName = <T extends string>(label: string) => label.replaceAll("-", "_") as T;
const seasonLabel = (status: SeasonStatus) => status.replaceAll("_", "-");

interface SquadRow {
  id: number;
  slot: number;
  c: boolean;
  v: boolean;
  pp: number;
  b: number | null;
  /** The card, or the player's id alone when the cards come from memory (`cardsAt`). */
  p: (Omit<PlayerCard, "status" | "position"> & { status: string; position: Position }) | number;
}

interface TeamRow {
  id: number;
  user_id: number;
  season_id: number;
  name: string;
  abbreviation: string;
  country_code: string | null;
  formation_id: number;
  formation_name: string;
  bank: number;
  total_points: number;
  version: number;
  transfers_used: number;
  free_transfers: number;
  penalty_points: number;
  /** The team's chips (team_chip), or null for none. */
  chips: { c: ChipKind; h: Half; r: number }[] | null;
  first_round_id: number | null;
  season_name: string;
  season_status: string;
  starts_on: string;
  /** Null for a count the caller said it remembers (`knownPlayed`). */
  rounds_played: number | null;
  /** The row's xmin (see squadMemory). */
  stamp: string;
  /** Null for a team without players, and for a squad the caller said it remembers (`known`). */
  players: SquadRow[] | null;
}

/**
 * Teams with their squads, the players' cards, the season and the counters, newest season first, and the cache
 * epoch (lib/server/game-state.ts): one statement, no transaction. `reader` is the app's client or a transaction's.
 */
export async function readTeams(
  reader: Pick<Tx, "$queryRaw">,
  filter: TeamFilter,
): Promise<{ epoch: number; teams: TeamRecord[]; caller: SessionUserRead }> {
  const where: Prisma.Sql[] = [];
  if (filter.teamId !== undefined) where.push(Prisma.sql`t.id = ${filter.teamId}`);
  if (filter.userId !== undefined) where.push(Prisma.sql`t.user_id = ${filter.userId}`);
  if (filter.seasonStatuses)
    where.push(Prisma.sql`s.status::text = ANY (${filter.seasonStatuses.map(seasonLabel)}::text[])`);
  const card = filter.cardsAt
    ? Prisma.sql`sp.player_id`
    : Prisma.sql`json_build_object('id', p.id, 'firstName', p.first_name, 'lastName', p.last_name,
                     'position', p.position, 'status', p.status, 'currentPrice', p.current_price,
                     'initialPrice', p.initial_price, 'popularityBp', p.popularity_bp,
                     'club', CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id,
                       'abbreviation', c.abbreviation, 'fullName', c.full_name, 'logoImage', c.logo_image,
                       'jerseyGoalkeeper', c.jersey_goalkeeper, 'jerseyOutfield', c.jersey_outfield) END)`;
  const cardJoins = filter.cardsAt
    ? Prisma.sql`squad_player sp`
    : Prisma.sql`squad_player sp JOIN player p ON p.id = sp.player_id LEFT JOIN club c ON c.id = p.club_id`;
  const caller = filter.caller === undefined ? Prisma.sql`NULL::json` : sessionUserColumn(filter.caller);
  // The user's squads this process remembers: the statement leaves out those whose team's row is unchanged.
  const memoryOf = filter.cardsAt && filter.userId !== undefined && filter.teamId === undefined ? filter.userId : null;
  const remembered = memoryOf === null ? undefined : squadMemory.get(memoryOf);
  const known = remembered ? [...remembered].map(([id, r]) => `${id}:${r.stamp}`) : [];
  const knownPlayed = remembered ? [...remembered].map(([id, r]) => `${id}:${r.stamp}:${r.epoch}`) : [];
  const played = filter.roundsPlayed
    ? Prisma.sql`CASE WHEN t.id::text || ':' || t.xmin::text || ':' || (SELECT epoch FROM cache_epoch WHERE id = 1)::text
                   = ANY (${knownPlayed}::text[]) THEN NULL ELSE
                 (SELECT count(*)::int FROM team_round tr JOIN round r ON r.id = tr.round_id
                  WHERE tr.team_id = t.id AND r.status IN ('live', 'finished')) END`
    : Prisma.sql`0`;
  const [row] = await queryPrepared<{
    epoch: bigint | string;
    teams: TeamRow[] | string | null;
    caller: Parameters<typeof sessionUserOfColumn>[0];
  }>(
    reader,
    Prisma.sql`
    SELECT (SELECT epoch FROM cache_epoch WHERE id = 1) AS epoch, ${caller} AS caller,
      (SELECT json_agg(x ORDER BY x.starts_on DESC, x.id) FROM (
        SELECT t.id, t.user_id, t.season_id, t.name, t.abbreviation, t.country_code, t.formation_id,
               f.name AS formation_name, t.bank, t.total_points, t.version, t.transfers_used, t.free_transfers,
               t.penalty_points, t.first_round_id,
               (SELECT json_agg(json_build_object('c', tc.chip, 'h', tc.half, 'r', tc.round_id))
                FROM team_chip tc WHERE tc.team_id = t.id) AS chips, s.name AS season_name,
               s.status AS season_status, s.starts_on, ${played} AS rounds_played, t.xmin::text AS stamp,
               CASE WHEN t.id::text || ':' || t.xmin::text = ANY (${known}::text[]) THEN NULL ELSE
               (SELECT json_agg(json_build_object('id', sp.id, 'slot', sp.slot, 'c', sp.is_captain,
                   'v', sp.is_vice_captain, 'pp', sp.purchase_price, 'b', b.priority, 'p', ${card})
                 ORDER BY sp.slot)
                FROM ${cardJoins}
                LEFT JOIN bench_entry b ON b.squad_player_id = sp.id
                WHERE sp.team_id = t.id) END AS players
        FROM user_team t JOIN season s ON s.id = t.season_id JOIN formation f ON f.id = t.formation_id
        WHERE ${where.length ? Prisma.join(where, " AND ") : Prisma.sql`true`}) x) AS teams`,
  );
  const rows: TeamRow[] = typeof row?.teams === "string" ? JSON.parse(row.teams) : (row?.teams ?? []);
  const epoch = Number(row?.epoch ?? 0);
  const cards = filter.cardsAt && rows.length ? await filter.cardsAt(epoch) : undefined;
  let teams: TeamRecord[];
  if (memoryOf === null) teams = rows.map((t) => toRecord(t, viewOf(t, t.players ?? [], cards), t.rounds_played ?? 0));
  else {
    const kept = new Map<number, Remembered>(remembered);
    teams = rows.map((t) => {
      const before = remembered?.get(t.id);
      const same = before?.stamp === t.stamp;
      const squad = same ? before.squad : (t.players ?? []);
      const now = same && before.epoch === epoch ? before : undefined;
      const view = now?.view ?? viewOf(t, squad, cards);
      const played = now?.played ?? t.rounds_played ?? 0;
      kept.set(t.id, { stamp: t.stamp, squad, epoch, view, played });
      return toRecord(t, view, played);
    });
    squadMemory.set(memoryOf, kept);
  }
  return { epoch, teams, caller: filter.caller === undefined ? null : sessionUserOfColumn(row?.caller) };
}

function cardOf(p: SquadRow["p"], cards: ReadonlyMap<number, PlayerCard> | undefined): PlayerCard {
  if (typeof p !== "number") return { ...p, status: enumName(p.status) };
  // The directory at the statement's epoch holds every player a squad can name (adding one moves the epoch).
  const card = cards?.get(p);
  if (!card) throw new Error(`Player ${p} is not in the player directory.`);
  return card;
}

/** The team's view: the row's fields, and its squad with the players' cards. */
function viewOf(t: TeamRow, squad: SquadRow[], cards: ReadonlyMap<number, PlayerCard> | undefined): TeamView {
  const players: SquadEntry[] = squad.map((e) => ({
    squadPlayerId: e.id,
    slot: e.slot,
    benchPriority: e.b,
    isCaptain: e.c,
    isViceCaptain: e.v,
    purchasePrice: e.pp,
    player: cardOf(e.p, cards),
  }));
  return {
    id: t.id,
    userId: t.user_id,
    seasonId: t.season_id,
    name: t.name,
    abbreviation: t.abbreviation,
    countryCode: t.country_code,
    formation: { id: t.formation_id, name: t.formation_name },
    bank: t.bank,
    totalPoints: t.total_points,
    captainId: players.find((p) => p.isCaptain)?.player.id ?? null,
    viceCaptainId: players.find((p) => p.isViceCaptain)?.player.id ?? null,
    players,
    version: t.version,
  };
}

function toRecord(t: TeamRow, view: TeamView, roundsPlayed: number): TeamRecord {
  return {
    view,
    season: {
      id: t.season_id,
      name: t.season_name,
      status: enumName(t.season_status),
      startsOn: new Date(t.starts_on),
    },
    transfersUsed: t.transfers_used,
    freeTransfers: t.free_transfers,
    penaltyPoints: t.penalty_points,
    chips: (t.chips ?? []).map((c) => ({ chip: c.c, half: c.h, roundId: c.r })),
    firstRoundId: t.first_round_id,
    roundsPlayed,
  };
}

/** A team with its squad as it stands now (in `reader`'s transaction when it is one). */
export async function loadTeamView(reader: Pick<Tx, "$queryRaw">, teamId: number): Promise<TeamView> {
  const [team] = (await readTeams(reader, { teamId })).teams;
  if (!team) throw new Error(`Team ${teamId} does not exist.`);
  return team.view;
}
