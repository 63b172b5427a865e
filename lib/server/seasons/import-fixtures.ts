// Fixtures of a season from an operator file (formats: ops/README.md): games by round
// number, home and away club and kick-off. Rounds are created as needed; a round's deadline is
// its first kick-off minus the deadline offset setting (docs/design.md section 4: 60 minutes), and moves
// with it while the round is scheduled. A game is known by its round, home and away club: a known
// one gets the new kick-off. Games of rounds already locked cannot change.
import "server-only";
import type { Tx } from "@/lib/db";
import { defaultDeadline } from "@/lib/game/calendar";
import { type Progress, RowChecker, type SourceRow, seasonClubIds } from "./import-rows";

/** The file's fields (CSV columns, JSON keys). */
export const FIXTURE_FIELDS = { required: ["round", "home", "away", "kickoff"] } as const;

export async function importFixtures(tx: Tx, options: { seasonId: number; rows: SourceRow[]; onProgress?: Progress }) {
  const check = new RowChecker();
  const clubIds = await seasonClubIds(tx, options.seasonId);
  const rounds = new Map(
    (await tx.round.findMany({ where: { seasonId: options.seasonId }, include: { games: true } })).map((r) => [
      r.number,
      r,
    ]),
  );
  const seen = new Map<string, string>();
  const games = options.rows.map((row) => {
    const round = check.int(row, "round", 1, 60);
    const [home, away] = (["home", "away"] as const).map((field) => {
      const abbr = check.text(row, field, { required: true });
      if (abbr && !clubIds.has(abbr))
        check.add(row, field, `"${abbr}" is not a club of this season (import clubs first)`);
      return abbr;
    }) as [string, string];
    if (home && home === away) check.add(row, "away", "must differ from home");
    const kickoff = check.dateTime(row, "kickoff");
    check.unique(seen, row, "home", `round ${round}: ${home}-${away}`);
    const existing = rounds.get(round);
    if (existing && existing.status !== "scheduled") {
      const known = existing.games.find(
        (g) => g.homeClubId === clubIds.get(home) && g.awayClubId === clubIds.get(away),
      );
      if (!known || known.kickoff.getTime() !== kickoff?.getTime())
        check.add(row, "round", `round ${round} is ${existing.status}: its games can no longer change`);
    }
    return { row, round, homeClubId: clubIds.get(home)!, awayClubId: clubIds.get(away)!, kickoff: kickoff! };
  });
  if (!options.rows.length) check.add("file", "rows", "the file has no games");
  check.throwIfAny("fixtures");

  const settings = await tx.settings.findUnique({ where: { id: 1 } });
  const offset = settings?.deadlineOffsetMinutes ?? 60;
  let created = 0;
  let moved = 0;
  let done = 0;
  const touched = new Set<number>();
  for (const number of [...new Set(games.map((g) => g.round))].sort((a, b) => a - b)) {
    const mine = games.filter((g) => g.round === number);
    let round = rounds.get(number);
    if (!round) {
      const first = new Date(Math.min(...mine.map((g) => g.kickoff.getTime())));
      round = {
        ...(await tx.round.create({
          data: { seasonId: options.seasonId, number, deadline: defaultDeadline(first, offset) },
        })),
        games: [],
      };
    }
    if (round.status !== "scheduled") {
      options.onProgress?.((done += mine.length), games.length);
      continue;
    }
    for (const g of mine) {
      const known = round.games.find((x) => x.homeClubId === g.homeClubId && x.awayClubId === g.awayClubId);
      if (!known) {
        await tx.game.create({
          data: { roundId: round.id, homeClubId: g.homeClubId, awayClubId: g.awayClubId, kickoff: g.kickoff },
        });
        created++;
      } else if (known.kickoff.getTime() !== g.kickoff.getTime()) {
        await tx.game.update({ where: { id: known.id }, data: { kickoff: g.kickoff } });
        moved++;
      }
    }
    touched.add(round.id);
    options.onProgress?.((done += mine.length), games.length);
  }
  // Deadlines follow the first kick-off of each scheduled round the file touched.
  for (const roundId of touched) {
    const first = await tx.game.findFirst({
      where: { roundId, status: { notIn: ["postponed", "cancelled"] } },
      orderBy: { kickoff: "asc" },
    });
    if (first)
      await tx.round.update({ where: { id: roundId }, data: { deadline: defaultDeadline(first.kickoff, offset) } });
  }
  return {
    rounds: touched.size,
    roundsCreated: [...touched].length - [...rounds.values()].filter((r) => touched.has(r.id)).length,
    created,
    moved,
  };
}
