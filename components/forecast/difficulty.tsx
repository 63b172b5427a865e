// A fixture's difficulty (docs/forecast.md "Fixture difficulty": 1 easiest … 5 hardest) as the fans of FPL read it: one
// colour per step, from dark green to dark red, the same on the fixture ticker, the player dialog and the pitch. Every
// pair of background and text keeps a contrast of 4.5:1 or more, and the number is written inside, so the colour is
// never the only sign. `label` is the accessible name ("Difficulty 2 of 5"), translated by the caller.

export type Difficulty = 1 | 2 | 3 | 4 | 5;

/** Background and text classes of each difficulty. */
export const DIFFICULTY_CLASSES: Record<Difficulty, string> = {
  1: "bg-emerald-800 text-white",
  2: "bg-emerald-300 text-emerald-950",
  3: "bg-slate-200 text-slate-900",
  4: "bg-rose-600 text-white",
  5: "bg-rose-900 text-white",
};

/** A difficulty from the database (a smallint, null before the forecast), or null when it is none of 1–5. */
export function difficultyOf(value: number | null | undefined): Difficulty | null {
  return value === 1 || value === 2 || value === 3 || value === 4 || value === 5 ? value : null;
}

/** The classes of a difficulty, a neutral outline when there is none yet. */
export const difficultyClasses = (value: number | null | undefined) => {
  const difficulty = difficultyOf(value);
  return difficulty ? DIFFICULTY_CLASSES[difficulty] : "bg-white text-slate-700 ring-1 ring-slate-300";
};

/** A small chip: `children` (an opponent, or the number itself) on the difficulty's colour, named by `label`. */
export function DifficultyChip({
  difficulty,
  label,
  children,
  className = "",
}: {
  difficulty: number | null | undefined;
  label: string;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center justify-center rounded px-1.5 py-0.5 text-xs font-bold tabular-nums ${difficultyClasses(difficulty)} ${className}`}
      title={label}
    >
      <span aria-hidden="true">{children ?? difficulty}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
