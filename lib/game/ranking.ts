// League rankings (docs/design.md section 4): ties share a rank (1, 1, 3).

/** Standard competition ranking by points, highest first; ties keep their input order. */
export function rankWithTies<T>(items: readonly T[], points: (item: T) => number): { item: T; rank: number }[] {
  const sorted = items.map((item, i) => ({ item, i, p: points(item) })).sort((a, b) => b.p - a.p || a.i - b.i);
  let rank = 0;
  return sorted.map((entry, index) => {
    if (index === 0 || entry.p !== sorted[index - 1]!.p) rank = index + 1;
    return { item: entry.item, rank };
  });
}

/** docs/product.md section 9: placement percentage is floor(100 × rank / members). */
export const placementPercent = (rank: number, members: number) =>
  members > 0 ? Math.floor((100 * rank) / members) : 0;
