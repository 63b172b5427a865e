// The demo calendar: 38 rounds of 10 games, a double round-robin. Rounds 1–12 are finished, 13 is
// live, 14–38 are scheduled. Written on the base calendar (its today Sunday 2026-11-22) and moved to the
// day the demo is loaded (calendar.ts).
import { Rng } from "../../lib/game/rng";

export const LAST_FINISHED_ROUND = 12;
export const LIVE_ROUND = 13;
/** In the live round: games 0–4 finished, game 5 live, the rest scheduled. */
export const LIVE_ROUND_FINISHED_GAMES = 5;

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** First day of each round on the base calendar (a Friday; a Tuesday for midweek rounds). */
export function roundStartDays(): { start: Date; midweek: boolean }[] {
  const played = [
    "2026-08-21",
    "2026-08-28",
    "2026-09-11",
    "2026-09-18",
    "2026-09-22",
    "2026-09-25",
    "2026-10-02",
    "2026-10-16",
    "2026-10-23",
    "2026-10-27",
    "2026-10-30",
    "2026-11-06",
    "2026-11-20",
  ];
  const rounds = played.map((iso) => ({ start: day(iso), midweek: day(iso).getUTCDay() === 2 }));
  // Weekly from 27 November, with a Christmas and a March international break.
  for (let friday = day("2026-11-27"); rounds.length < 38; friday = addDays(friday, 7)) {
    const iso = friday.toISOString().slice(0, 10);
    if (iso === "2026-12-25" || iso === "2027-03-26") continue;
    rounds.push({ start: friday, midweek: false });
  }
  return rounds;
}

/** Kick-off times (UTC) of a round's 10 games: Friday to Monday, or Tuesday to Thursday. */
export function kickoffs(start: Date, midweek: boolean): Date[] {
  const weekend: [number, string][] = [
    [0, "18:45"],
    [1, "13:00"],
    [1, "16:00"],
    [1, "18:45"],
    [2, "10:30"],
    [2, "13:00"],
    [2, "16:00"],
    [2, "19:45"],
    [3, "17:30"],
    [3, "19:45"],
  ];
  const week: [number, string][] = [
    [0, "17:30"],
    [0, "19:45"],
    [1, "17:30"],
    [1, "17:30"],
    [1, "19:45"],
    [1, "19:45"],
    [2, "17:30"],
    [2, "17:30"],
    [2, "19:45"],
    [2, "19:45"],
  ];
  return (midweek ? week : weekend).map(([d, time]) => {
    const [h, m] = time.split(":").map(Number);
    const at = addDays(start, d);
    at.setUTCHours(h!, m!, 0, 0);
    return at;
  });
}

/** A double round-robin by the circle method: 38 rounds of 10 [home, away] pairs. */
export function doubleRoundRobin<T>(clubs: readonly T[], rng: Rng): [T, T][][] {
  const teams = rng.shuffle(clubs);
  const n = teams.length;
  const firstHalf: [T, T][][] = [];
  const rotating = teams.slice(1);
  for (let round = 0; round < n - 1; round++) {
    const order = [teams[0]!, ...rotating];
    const pairs: [T, T][] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = order[i]!;
      const b = order[n - 1 - i]!;
      pairs.push((round + i) % 2 === 0 ? [a, b] : [b, a]);
    }
    firstHalf.push(rng.shuffle(pairs));
    rotating.unshift(rotating.pop()!);
  }
  const secondHalf = firstHalf.map((pairs) => pairs.map(([home, away]) => [away, home] as [T, T]));
  return [...firstHalf, ...secondHalf];
}
