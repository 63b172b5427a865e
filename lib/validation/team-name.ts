// The team name field (docs/product.md section 5 "Team name"): the rules of lib/game/team-name.ts as one zod schema, so the
// API refuses a name before any use case runs and the OpenAPI document shows the same rules (minLength, maxLength
// and the pattern; the profanity check is the one rule a client cannot see). Each rule, in the spec's order, is the
// only message when it is the first broken, as checkTeamName answers.
import { z } from "zod";
import { isOffensive } from "@/lib/game/profanity";
import { TEAM_NAME_MAX, normalizeTeamName } from "@/lib/game/team-name";

/** Words of latin letters, digits and underscores between whitespace (the name is normalised before the check). */
const LATIN_WORDS = /^\s*[A-Za-z0-9_]+(?:\s+[A-Za-z0-9_]+)*\s*$/;

export const teamName = () =>
  z
    .string("teamNameRequired")
    .overwrite(normalizeTeamName)
    .min(1, { message: "teamNameRequired", abort: true })
    .regex(LATIN_WORDS, { message: "teamNameLatin", abort: true })
    .refine((name) => !isOffensive(name), { message: "teamNameOffensive", abort: true })
    .max(TEAM_NAME_MAX, "teamNameTooLong");
