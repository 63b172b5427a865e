import type { ClubWithJerseys, Position } from "@/lib/server/football/shapes";

/** A player's shirt: the club's goalkeeper or outfield jersey; a plain grey one without a club. */
export function Jersey({
  club,
  position,
  size = 48,
  className = "",
}: {
  club: ClubWithJerseys | null;
  position: Position;
  size?: number;
  className?: string;
}) {
  if (!club) {
    return (
      <svg aria-hidden="true" viewBox="0 0 64 64" width={size} height={size} className={className}>
        <path d="M20 4h24l16 10-6 12-8-4v38H18V22l-8 4-6-12z" fill="#cbd5e1" stroke="#64748b" strokeWidth="2" />
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
