// The league a ranking page shows (docs/product.md section 2 "/leagues-ranking/"), with the rounds and quads its
// picker offers and whether its table holds a live round's points.
import "server-only";
import { getDb } from "@/lib/db";
import { quadOf, quadSpan } from "@/lib/game/calendar";
import type { LeagueKind } from "@/lib/generated/prisma/client";
import { currentRound } from "./board-round";

/** What a ranking page shows beside the table: the league, and the rounds and quads its picker offers. */
export interface RankingChoice {
  leagueId: number | null;
  /** The rounds with a round league (finished and live), newest first. */
  rounds: { number: number; status: string }[];
  /** The quads with a quad league, newest first. */
  quads: number[];
  round: number | null;
  quad: number | null;
  /** The table holds a live round's points (the live round's round and quad tables). */
  provisional: boolean;
  /** The last round the table counts (the live one when provisional); null when it counts none yet. */
  throughRound: number | null;
}

/**
 * The league a ranking page shows (docs/product.md section 2 "/leagues-ranking/"): the live season's season league, the fan's
 * country league, the round league of round `round` (default: the live round, else the last finished), the quad
 * league of quad `quad` (default: the quad of that round), or the private league `leagueId`.
 */
export async function findRankingLeague(options: {
  userId: number;
  kind: LeagueKind;
  round?: number;
  quad?: number;
  leagueId?: number;
}): Promise<RankingChoice> {
  const { seasonId, round: current, live, lastFinished } = await currentRound();
  const none: RankingChoice = {
    leagueId: null,
    rounds: [],
    quads: [],
    round: null,
    quad: null,
    provisional: false,
    throughRound: null,
  };
  if (!seasonId) return none;
  const db = await getDb();
  const leagues = await db.league.findMany({
    where: { seasonId, kind: { in: ["round", "quad"] } },
    select: { kind: true, quadNumber: true, round: { select: { number: true, status: true } } },
  });
  const rounds = leagues
    .flatMap((l) => (l.kind === "round" && l.round && ["live", "finished"].includes(l.round.status) ? [l.round] : []))
    .sort((a, b) => b.number - a.number);
  const lastQuad = current ? quadOf(current.number) : 0;
  const quads = leagues
    .flatMap((l) => (l.kind === "quad" && l.quadNumber && l.quadNumber <= lastQuad ? [l.quadNumber] : []))
    .sort((a, b) => b - a);
  const base = { ...none, rounds, quads };
  switch (options.kind) {
    case "season":
    case "country": {
      let countryCode: string | null = null;
      if (options.kind === "country") {
        const team = await db.userTeam.findUnique({
          where: { userId_seasonId: { userId: options.userId, seasonId } },
          select: { countryCode: true },
        });
        countryCode = team?.countryCode ?? null;
        if (!countryCode) return base;
      }
      const league = await db.league.findFirst({
        where: { seasonId, kind: options.kind, ...(countryCode && { countryCode }) },
        select: { id: true },
      });
      return { ...base, leagueId: league?.id ?? null, throughRound: lastFinished };
    }
    case "round": {
      const number = options.round ?? current?.number ?? null;
      const round = number === null ? null : rounds.find((r) => r.number === number);
      if (!round) return { ...base, round: number };
      const league = await db.league.findFirst({
        where: { seasonId, kind: "round", round: { number: round.number } },
        select: { id: true },
      });
      const provisional = round.status === "live";
      return { ...base, leagueId: league?.id ?? null, round: round.number, provisional, throughRound: round.number };
    }
    case "quad": {
      const quad = options.quad ?? (current ? quadOf(current.number) : null);
      if (quad === null || !quads.includes(quad)) return { ...base, quad };
      const league = await db.league.findFirst({ where: { seasonId, kind: "quad", quadNumber: quad } });
      const provisional = live !== null && quadOf(live) === quad;
      // The quad's rounds played so far: up to the live one, else up to its last finished one.
      const last = provisional ? live : Math.min(quadSpan(quad)[1], lastFinished ?? 0);
      return {
        ...base,
        leagueId: league?.id ?? null,
        quad,
        provisional,
        throughRound: last >= quadSpan(quad)[0] ? last : null,
      };
    }
    case "private": {
      if (!options.leagueId) return base;
      const league = await db.league.findFirst({
        where: { id: options.leagueId, kind: "private" },
        select: { id: true, startsFromRound: { select: { number: true } } },
      });
      const first = league?.startsFromRound?.number ?? 1;
      return {
        ...base,
        leagueId: league?.id ?? null,
        throughRound: lastFinished !== null && lastFinished >= first ? lastFinished : null,
      };
    }
  }
}
