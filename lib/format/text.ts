// Text shortening of docs/product.md section 9.

/** Club and opponent abbreviations are shown by their first 3 characters. */
export const shortAbbreviation = (abbreviation: string) => abbreviation.slice(0, 3);

/**
 * The names the pitch shows: each player's surname, with the first name's initial where two players of the same
 * pitch share it ("M. Petrovic", "L. Petrovic"), the whole first name where the initials match too; a player without
 * a surname by his first name.
 */
export function pitchNames(players: readonly { id: number; firstName: string; lastName: string }[]) {
  const times = (names: string[]) => {
    const count = new Map<string, number>();
    for (const name of names) count.set(name, (count.get(name) ?? 0) + 1);
    return (name: string) => count.get(name) ?? 0;
  };
  const initial = (p: { firstName: string; lastName: string }) => `${p.firstName[0]}. ${p.lastName}`;
  const surnames = times(players.map((p) => p.lastName));
  const initials = times(players.map(initial));
  return new Map(
    players.map((p) => {
      if (!p.lastName || !p.firstName) return [p.id, p.lastName || p.firstName];
      if (surnames(p.lastName) === 1) return [p.id, p.lastName];
      return [p.id, initials(initial(p)) === 1 ? initial(p) : `${p.firstName} ${p.lastName}`];
    }),
  );
}
