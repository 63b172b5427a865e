import type { ClubWithJerseys, Position } from "@/lib/server/football/shapes";

/** The shirt drawn without a club: "grey" for a player without one, "brand" (the site's colours) for illustrations. */
export type JerseyFallback = "grey" | "brand";

const SHIRT = "M20 4h24l16 10-6 12-8-4v38H18V22l-8 4-6-12z";

/** A player's shirt: the club's goalkeeper or outfield jersey; a plain one without a club. */
export function Jersey({
  club,
  position,
  size = 48,
  className = "",
  fallback = "grey",
}: {
  club: ClubWithJerseys | null;
  position: Position;
  size?: number;
  className?: string;
  fallback?: JerseyFallback;
}) {
  if (!club) {
    const goalkeeper = position === "GKP";
    return (
      <svg aria-hidden="true" viewBox="0 0 64 64" width={size} height={size} className={className}>
        {fallback === "grey" ? (
          <path d={SHIRT} fill="#cbd5e1" stroke="#64748b" strokeWidth="2" />
        ) : (
          <>
            <path
              d={SHIRT}
              className={goalkeeper ? "fill-accent-400" : "fill-white"}
              stroke="#051f47"
              strokeWidth="2"
            />
            {!goalkeeper && <path d="M28 5h8v54h-8z" className="fill-brand-600" />}
          </>
        )}
      </svg>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- small SVG jerseys
    <img
      src={position === "GKP" ? club.jerseyGoalkeeper : club.jerseyOutfield}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={className}
      style={{ width: size, height: size }}
    />
  );
}
