// Rounds, quads and deadlines (docs/design.md section 4), and a season's name.

/** A season's name, "2027/28": the year it starts and the last two digits of the next one. */
export function isSeasonName(name: string): boolean {
  const match = /^(\d{4})\/(\d{2})$/.exec(name);
  return match !== null && (Number(match[1]) + 1) % 100 === Number(match[2]);
}

/** Quads are blocks of 4 rounds: 1–4 is quad 1, 5–8 quad 2, … */
export const QUAD_SIZE = 4;
export const quadOf = (roundNumber: number) => Math.ceil(roundNumber / QUAD_SIZE);

/** A quad's first and last round numbers (quad 2: [5, 8]). */
export const quadSpan = (quad: number): [number, number] => [(quad - 1) * QUAD_SIZE + 1, quad * QUAD_SIZE];

/** The round numbers of a quad, cut at the season's last round. */
export function quadRounds(quad: number, totalRounds: number): number[] {
  const first = (quad - 1) * QUAD_SIZE + 1;
  return Array.from({ length: QUAD_SIZE }, (_, i) => first + i).filter((n) => n <= totalRounds);
}

/** The default deadline: `offsetMinutes` (60) before the round's first kick-off. */
export const defaultDeadline = (firstKickoff: Date, offsetMinutes = 60) =>
  new Date(firstKickoff.getTime() - offsetMinutes * 60_000);

/** A change for a round is accepted only strictly before its deadline, by server time. */
export const isBeforeDeadline = (now: Date, deadline: Date) => now.getTime() < deadline.getTime();

/**
 * A private league counts whole rounds: it starts from a round that has not started, scheduled and before its deadline
 * (docs/design.md section 4: the squads are fixed at the deadline), never from one half played when its members joined.
 */
export const canStartPrivateLeague = (round: { status: string; deadline: Date }, now: Date) =>
  round.status === "scheduled" && isBeforeDeadline(now, round.deadline);
