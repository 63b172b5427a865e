// Team names (docs/product.md section 5 "Team name"): required; only latin letters, digits, underscore and
// whitespace; not offensive; at most 30 characters. Errors are message codes under TeamRules.
import { isOffensive } from "./profanity";

export const TEAM_NAME_MAX = 30;

export type TeamNameError = "teamNameRequired" | "teamNameLatin" | "teamNameOffensive" | "teamNameTooLong";

/** The name as stored: trimmed, inner runs of whitespace made one space. */
export const normalizeTeamName = (name: string) => name.trim().replace(/\s+/g, " ");

/** The first broken rule of a (normalised) team name, in the spec's order, or null. */
export function checkTeamName(name: string): TeamNameError | null {
  const value = normalizeTeamName(name);
  if (!value) return "teamNameRequired";
  if (!/^[A-Za-z0-9_ ]+$/.test(value)) return "teamNameLatin";
  if (isOffensive(value)) return "teamNameOffensive";
  if (value.length > TEAM_NAME_MAX) return "teamNameTooLong";
  return null;
}

/** The short name shown where space is tight: the first three letters (or digits) of the name, upper-cased. */
export function teamAbbreviation(name: string): string {
  const letters = name.replace(/[^A-Za-z0-9]/g, "").toUpperCase();
  return (letters || "FSA").slice(0, 3);
}
