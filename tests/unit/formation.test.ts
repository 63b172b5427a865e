import { describe, expect, it } from "vitest";
import {
  changeFormation,
  isLegalPitch,
  isValidLayout,
  parseFormation,
  slotPositions,
  swapSlots,
} from "@/lib/game/formation";
import { defaultLineup } from "@/lib/game/random-team";
import { squad } from "./game-fixtures";

const FORMATIONS = ["3-4-3", "3-5-2", "4-3-3", "4-4-2", "4-5-1", "5-3-2", "5-4-1"];

describe("formations (docs/product.md section 4, docs/design.md section 4)", () => {
  it("parses the seven formations and refuses illegal ones", () => {
    for (const name of FORMATIONS) expect(parseFormation(name)).not.toBeNull();
    expect(parseFormation("4-4-2")).toEqual({ defenders: 4, midfielders: 4, forwards: 2 });
    for (const bad of ["2-5-3", "4-4-3", "6-3-1", "4-6-0", "442", "a-b-c"]) expect(parseFormation(bad)).toBeNull();
  });

  it("lays out 1 GKP + the formation on the pitch, and a bench of GKP then the leftovers", () => {
    expect(slotPositions(parseFormation("4-4-2")!)).toEqual([
      "GKP",
      "DEF",
      "DEF",
      "DEF",
      "DEF",
      "MID",
      "MID",
      "MID",
      "MID",
      "FWD",
      "FWD",
      "GKP",
      "DEF",
      "MID",
      "FWD",
    ]);
    expect(slotPositions(parseFormation("3-4-3")!).slice(11)).toEqual(["GKP", "DEF", "DEF", "MID"]);
    expect(slotPositions(parseFormation("5-4-1")!).slice(11)).toEqual(["GKP", "MID", "FWD", "FWD"]);
  });

  it("knows a legal eleven: one keeper, at least 3 DEF, 2 MID, 1 FWD", () => {
    expect(isLegalPitch({ GKP: 1, DEF: 3, MID: 5, FWD: 2 })).toBe(true);
    expect(isLegalPitch({ GKP: 1, DEF: 5, MID: 2, FWD: 3 })).toBe(true);
    expect(isLegalPitch({ GKP: 1, DEF: 2, MID: 5, FWD: 3 })).toBe(false);
    expect(isLegalPitch({ GKP: 1, DEF: 4, MID: 6, FWD: 0 })).toBe(false);
    expect(isLegalPitch({ GKP: 2, DEF: 3, MID: 4, FWD: 2 })).toBe(false);
  });

  it("changes formation keeping each position's order, and clears a captain sent to the bench", () => {
    const lineup = defaultLineup(squad(), parseFormation("4-4-2")!);
    const fourthMid = lineup.slots[8]!;
    const changed = changeFormation({ ...lineup, captainId: fourthMid.id }, parseFormation("4-3-3")!);
    expect(changed.slots.map((p) => p.position)).toEqual(slotPositions(parseFormation("4-3-3")!));
    expect(changed.slots.slice(11).map((p) => p.id)).toContain(fourthMid.id);
    expect(changed.captainId).toBeNull();
    expect(changed.viceCaptainId).toBe(lineup.viceCaptainId);
    expect(new Set(changed.slots.map((p) => p.id))).toEqual(new Set(lineup.slots.map((p) => p.id)));
  });

  it("swaps only same-position slots, never a goalkeeper with the bench, and clears a benched captain", () => {
    const lineup = defaultLineup(squad(), parseFormation("4-4-2")!);
    expect(swapSlots(lineup, 1, 5)).toBeNull(); // DEF onto MID
    expect(swapSlots(lineup, 0, 11)).toBeNull(); // goalkeepers and the bench
    const captainDef = lineup.slots[1]!.id;
    const swapped = swapSlots({ ...lineup, captainId: captainDef }, 1, 12)!;
    expect(swapped.slots[12]!.id).toBe(captainDef);
    expect(swapped.captainId).toBeNull();
    expect(swapSlots(lineup, 1, 2)!.slots[1]!.id).toBe(lineup.slots[2]!.id);
  });

  it("checks a submitted layout: the pitch in the formation's order, a goalkeeper first on the bench, any outfield priority", () => {
    const f = parseFormation("4-4-2")!;
    const layout = slotPositions(f);
    expect(isValidLayout(layout, f)).toBe(true);
    expect(isValidLayout([...layout.slice(0, 12), "FWD", "MID", "DEF"], f)).toBe(true);
    expect(isValidLayout([...layout.slice(0, 11), "DEF", "GKP", "MID", "FWD"], f)).toBe(false);
    expect(isValidLayout(slotPositions(parseFormation("3-5-2")!), f)).toBe(false);
    expect(isValidLayout(layout.slice(0, 14), f)).toBe(false);
    const swapped = [...layout];
    [swapped[4], swapped[5]] = [swapped[5]!, swapped[4]!];
    expect(isValidLayout(swapped, f)).toBe(false);
  });

  it("lays out a squad keeping the players already placed where their position allows", () => {
    const players = squad();
    const f = parseFormation("4-4-2")!;
    const cheapDef = players.find((p) => p.position === "DEF")!;
    const keeper = players.find((p) => p.position === "GKP")!;
    const lineup = defaultLineup(
      players,
      f,
      new Map([
        [cheapDef.id, 12],
        [keeper.id, 5],
      ]),
    );
    expect(lineup.slots[12]!.id).toBe(cheapDef.id);
    expect(lineup.slots.map((p) => p.position)).toEqual(slotPositions(f));
    expect(new Set(lineup.slots.map((p) => p.id)).size).toBe(15);
    expect(lineup.slots.slice(0, 11).map((p) => p.id)).toContain(lineup.captainId);
  });
});
