import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import it_ from "@/messages/it.json";
import { positionHasRoom, validateSquad } from "@/lib/game/squad";
import { DEFAULT_SETTINGS } from "@/lib/game/types";
import { player, squad } from "./game-fixtures";

const settings = DEFAULT_SETTINGS;

describe("team rules (docs/product.md section 5)", () => {
  it("accepts a valid squad: an empty result allows saving", () => {
    const players = squad();
    expect(validateSquad({ players, captainId: players[2]!.id, viceCaptainId: players[3]!.id, settings })).toEqual([]);
  });

  it("refuses a squad over the budget; on the transfers page only a negative bank counts", () => {
    const players = squad(67); // 15 × 6.7 = 100.5
    const codes = validateSquad({ players, captainId: players[2]!.id, viceCaptainId: players[3]!.id, settings }).map(
      (e) => e.code,
    );
    expect(codes).toEqual(["budgetOverflown"]);
    expect(validateSquad({ players, settings, mode: "transfers", bank: 0 })).toEqual([]);
    expect(validateSquad({ players, settings, mode: "transfers", bank: -1 }).map((e) => e.code)).toEqual([
      "budgetOverflown",
    ]);
  });

  it("lists every club with too many players", () => {
    const players = squad();
    for (const i of [0, 2, 3, 4]) Object.assign(players[i]!, { clubId: 1, clubName: "Inter" });
    for (const i of [5, 6, 7, 8]) Object.assign(players[i]!, { clubId: 2, clubName: "Napoli" });
    const errors = validateSquad({ players, captainId: players[9]!.id, viceCaptainId: players[10]!.id, settings });
    expect(errors).toEqual([{ code: "tooManyFromClub", limit: 3, clubs: "Inter, Napoli" }]);
  });

  it("requires a captain and a vice-captain from the squad, and different ones", () => {
    const players = squad();
    const codes = (c?: number | null, v?: number | null) =>
      validateSquad({ players, captainId: c, viceCaptainId: v, settings }).map((e) => e.code);
    expect(codes(null, null)).toEqual(["captainRequired", "viceCaptainRequired"]);
    expect(codes(players[1]!.id, 9999)).toEqual(["viceCaptainRequired"]);
    expect(codes(players[1]!.id, players[1]!.id)).toEqual(["captainEqualsVice"]);
  });

  it("judges a saved team by its bank once prices have moved, and wants the captains on the pitch", () => {
    const players = squad(70); // 105.0 at today's prices, bought for less
    expect(
      validateSquad({ players, captainId: players[2]!.id, viceCaptainId: players[3]!.id, settings, bank: 0 }),
    ).toEqual([]);
    const pitch = players.slice(0, 11).map((p) => p.id);
    const benched = players[14]!.id;
    expect(
      validateSquad({
        players,
        captainId: benched,
        viceCaptainId: players[3]!.id,
        settings,
        bank: 0,
        pitchIds: pitch,
      }).map((e) => e.code),
    ).toEqual(["captainRequired"]);
  });

  it("skips captaincy on the transfers page", () => {
    expect(validateSquad({ players: squad(), settings, mode: "transfers", bank: 10 })).toEqual([]);
  });

  it("needs exactly 15 players: 2 GKP, 5 DEF, 5 MID, 3 FWD, no duplicates", () => {
    const players = squad();
    const check = (list: typeof players) =>
      validateSquad({ players: list, settings, mode: "transfers", bank: 0 }).map((e) => e.code);
    expect(check(players.slice(1))).toEqual(["incompleteTeam"]);
    expect(check([...players.slice(0, 14), player("MID")])).toEqual(["incompleteTeam"]);
    expect(check([...players.slice(0, 14), players[0]!])).toEqual(["incompleteTeam"]);
  });

  it("says whether a position still has room", () => {
    const players = squad().slice(0, 14); // one forward short
    expect(positionHasRoom(players, "FWD")).toBe(true);
    expect(positionHasRoom(players, "MID")).toBe(false);
  });

  it("has the spec's texts in English and real Italian ones", () => {
    const t = createTranslator({ locale: "en", messages: en, namespace: "TeamRules" });
    expect(t("budgetOverflown")).toBe("Team budget is overflown");
    expect(t("tooManyFromClub", { limit: 3, clubs: "Inter, Napoli" })).toBe(
      "You can have at most 3 players from a single club: Inter, Napoli",
    );
    expect(t("captainRequired")).toBe("A captain must be selected");
    expect(t("viceCaptainRequired")).toBe("A vice-captain must be selected");
    expect(t("captainEqualsVice")).toBe("Captain and vice-captain can't be the same");
    expect(t("incompleteTeam")).toBe("The team must contain 15 players for all positions");
    expect(t("maximumBudget")).toBe("You reached maximum budget");
    expect(t("formationError")).toBe("Formation error. Please check your connection or contact us");
    expect(t("wildcardUsed")).toBe("Wildcard has already been used this season");
    const tIt = createTranslator({ locale: "it", messages: it_, namespace: "TeamRules" });
    expect(tIt("tooManyFromClub", { limit: 3, clubs: "Inter" })).toBe(
      "Puoi avere al massimo 3 giocatori dello stesso club: Inter",
    );
  });
});
