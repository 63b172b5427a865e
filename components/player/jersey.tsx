import type { ClubWithJerseys, Position } from "@/lib/server/football/types";

/** The shirt drawn without a club: "grey" for a player without one, "brand" (the site's colours) for illustrations. */
export type JerseyFallback = "grey" | "brand";

const SHIRT = "M20 4h24l16 10-6 12-8-4v38H18V22l-8 4-6-12z";

/** The shirt's outline, pale, behind a club's jersey while it loads (the jersey, of the same shape, then covers it). */
const LOADING_SHIRT = `url("data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><path d="${SHIRT}" fill="#e2e8f0" fill-opacity="0.55" stroke="#94a3b8" stroke-width="2"/></svg>`,
)}")`;

/**
 * A player's shirt: the club's goalkeeper or outfield jersey; a plain one without a club. `eager`: it loads with the
 * page (a pitch's shirts), else when it comes near the screen (a list's rows).
 */
export function Jersey({
  club,
  position,
  size = 48,
  className = "",
  fallback = "grey",
  eager = false,
}: {
  club: ClubWithJerseys | null;
  position: Position;
  size?: number;
  className?: string;
  fallback?: JerseyFallback;
  eager?: boolean;
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
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={`bg-contain bg-no-repeat ${className}`}
      style={{ width: size, height: size, backgroundImage: LOADING_SHIRT }}
    />
  );
}
