"use client";

// What the builder screens share around the draft: the team rules' messages in the page's language (the same
// lib/game rules the server applies, so a refusal never surprises), the refusals of an add, the card's info line.
import { useLayoutEffect, useMemo, useRef } from "react";
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { type AddRefusal, type Draft, draftPlayers } from "@/lib/game/builder";
import { type TeamError, rulePlayer, validateSquad } from "@/lib/game/squad";
import { PITCH_SIZE } from "@/lib/game/types";
import { formatDecimal, formatPrice, shortAbbreviation } from "@/lib/format";
import { parseApiError, type ParsedApiError } from "@/lib/client/api-errors";
import type { ApiFailure } from "@/lib/client/api";
import { useApiErrorTexts } from "@/components/ui/api-error-texts";
import { refusalsOf } from "./draft";
import type { AddCheck } from "./filters";
import type { BuilderPlayer, BuilderSettings, NextOpponents } from "./model";

export const rulePlayers = (players: readonly BuilderPlayer[]) => players.map((p) => rulePlayer(p, p.price));

/** The team rules a draft breaks (docs/product.md section 5 "Team rules"), as codes. */
export function draftErrors(
  draft: Draft<BuilderPlayer>,
  settings: BuilderSettings,
  options: { mode: "team" | "transfers"; bank?: number },
): TeamError[] {
  return validateSquad({
    players: rulePlayers(draftPlayers(draft)),
    captainId: draft.captainId,
    viceCaptainId: draft.viceCaptainId,
    pitchIds: draft.slots.slice(0, PITCH_SIZE).flatMap((p) => (p ? [p.id] : [])),
    settings,
    mode: options.mode,
    bank: options.bank,
  });
}

/** The builder's texts and formatters: the same object from render to render (while the language stays). */
export function useBuilderTexts() {
  const rules = useTranslations("TeamRules");
  const t = useTranslations("Builder");
  const locale = useLocale() as Locale;
  const apiTexts = useApiErrorTexts();
  const apiTextsRef = useRef(apiTexts);
  useLayoutEffect(() => {
    apiTextsRef.current = apiTexts;
  });
  const formationError = rules("formationError");
  return useMemo(
    () => ({
      locale,
      formationError,
      teamError: (e: TeamError) =>
        e.code === "tooManyFromClub" ? rules(e.code, { limit: e.limit, clubs: e.clubs }) : rules(e.code),
      refusal: (r: AddRefusal) =>
        r === "overBudget" ? rules("maximumBudget") : t(r === "alreadyChosen" ? "alreadyChosen" : "positionFull"),
      apiError: (error: ApiFailure): ParsedApiError => parseApiError(error, apiTextsRef.current),
      price: (player: BuilderPlayer) => formatPrice(player.price, locale),
      /**
       * "INT (H)", "INT casa": the next opponent(s) of the player's club, or null when there is none. Never "(C)" for
       * casa: beside the captain's C badge it would read as captain.
       */
      fixtures: (player: BuilderPlayer, opponents: NextOpponents) => fixturesOf(t, player, opponents),
      /** "5.2 xP": a player's expected points in the round, as the planner writes them. */
      expectedPoints: (points: number) => t("expectedPoints", { points: formatDecimal(points, 1, locale) }),
      /** The next opponent(s) (`fixtures`), or his price when there is none. */
      opponent: (player: BuilderPlayer, opponents: NextOpponents) =>
        fixturesOf(t, player, opponents) ?? formatPrice(player.price, locale),
    }),
    [rules, t, locale, formationError],
  );
}

/**
 * Why each player cannot be added to the draft (lib/game/builder's addToDraft, in the same order: already chosen,
 * position full, over budget), worked out once per squad instead of once per row and render: the function and its
 * three messages stay the same objects until the squad, the formation or the limit change, so the players list's
 * rows re-render only when their own answer changes (a captain or a swap changes nothing there).
 */
export function useAddCheck(draft: Draft<BuilderPlayer>, spendLimit: number): AddCheck {
  const rules = useTranslations("TeamRules");
  const t = useTranslations("Builder");
  const [alreadyChosen, positionFull, overBudget] = [t("alreadyChosen"), t("positionFull"), rules("maximumBudget")];
  const { slots, formation } = draft;
  return useMemo(() => {
    const refusal = refusalsOf({ slots, formation, captainId: null, viceCaptainId: null }, spendLimit);
    const words = { alreadyChosen, positionFull, overBudget };
    return (player: BuilderPlayer) => {
      const refused = refusal(player);
      return refused ? words[refused] : null;
    };
  }, [slots, formation, spendLimit, alreadyChosen, positionFull, overBudget]);
}

function fixturesOf(
  t: ReturnType<typeof useTranslations<"Builder">>,
  player: BuilderPlayer,
  opponents: NextOpponents,
): string | null {
  const games = player.club ? opponents[player.club.id] : undefined;
  if (!games?.length) return null;
  return games
    .map((g) => t("fixture", { club: shortAbbreviation(g.abbreviation), venue: g.home ? "home" : "away" }))
    .join(", ");
}
