// Decorative: a pitch with a 4-4-2 line-up, the captain marked. Hidden from screen readers.
const LINES: { position: "GKP" | "DEF" | "MID" | "FWD"; count: number; y: number }[] = [
  { position: "FWD", count: 2, y: 16 },
  { position: "MID", count: 4, y: 40 },
  { position: "DEF", count: 4, y: 64 },
  { position: "GKP", count: 1, y: 86 },
];

function Jersey({ goalkeeper, captain }: { goalkeeper: boolean; captain: boolean }) {
  return (
    <span className="relative block">
      <svg viewBox="0 0 40 36" className="h-9 w-10 drop-shadow-md sm:h-10 sm:w-11">
        <path
          d="M13 2l-9 5-3 10 6 2 2-4v19h22V15l2 4 6-2-3-10-9-5c-1 3-4 5-7 5s-6-2-7-5z"
          className={goalkeeper ? "fill-accent-400" : "fill-white"}
          stroke="#051f47"
          strokeWidth="1.2"
        />
        {!goalkeeper && <path d="M17 7h6v27h-6z" className="fill-brand-600" />}
      </svg>
      {captain && (
        <span className="absolute -top-1 -right-2 flex h-5 w-5 items-center justify-center rounded-full bg-accent-400 text-[10px] font-black text-brand-900 ring-2 ring-pitch-700">
          C
        </span>
      )}
    </span>
  );
}

export function PitchIllustration({ className = "" }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`relative aspect-[4/5] w-full overflow-hidden rounded-3xl shadow-2xl ring-1 ring-white/20 ${className}`}
    >
      <div className="absolute inset-0 bg-[repeating-linear-gradient(180deg,#1f8a4c_0_10%,#1b7d45_10%_20%)]" />
      <svg
        viewBox="0 0 100 125"
        preserveAspectRatio="none"
        className="absolute inset-0 h-full w-full"
        fill="none"
        stroke="rgba(255,255,255,0.55)"
        strokeWidth="0.6"
      >
        <rect x="5" y="5" width="90" height="115" />
        <line x1="5" y1="62.5" x2="95" y2="62.5" />
        <circle cx="50" cy="62.5" r="11" />
        <rect x="25" y="5" width="50" height="18" />
        <rect x="38" y="5" width="24" height="7" />
        <rect x="25" y="102" width="50" height="18" />
        <rect x="38" y="113" width="24" height="7" />
      </svg>
      {LINES.map((line) => (
        <div
          key={line.position}
          className="absolute inset-x-0 flex justify-evenly px-4"
          style={{ top: `${line.y}%`, transform: "translateY(-50%)" }}
        >
          {Array.from({ length: line.count }, (_, i) => (
            <div key={i} className="flex flex-col items-center gap-1">
              <Jersey goalkeeper={line.position === "GKP"} captain={line.position === "FWD" && i === 0} />
              <span className="rounded bg-brand-900/80 px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-white">
                {line.position}
              </span>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
