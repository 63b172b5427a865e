import type { ClubRef } from "@/lib/server/football/types";

/** A club's crest; decorative where the club's name is written beside it. */
export function ClubLogo({
  club,
  size = 28,
  decorative = true,
}: {
  club: ClubRef;
  size?: number;
  decorative?: boolean;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- small SVG crests, nothing to optimise
    <img
      src={club.logoImage}
      alt={decorative ? "" : club.fullName}
      width={size}
      height={Math.round(size * 1.125)}
      loading="lazy"
      decoding="async"
      className="shrink-0 object-contain"
      style={{ width: size, height: Math.round(size * 1.125) }}
    />
  );
}
