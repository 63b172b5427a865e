// The match notes of a game (lib/server/football/match-note.ts): the rule, and its texts in both languages.
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import itMessages from "@/messages/it.json";
import { matchNote, type MatchNote } from "@/lib/server/football/match-note";
import type { GameStatus } from "@/lib/server/football/types";

describe("match notes", () => {
  it("has the spec's texts for every note, in English and Italian", () => {
    const notes: MatchNote[] = ["scheduled", "cancelled", "forfeited", "postponed", "dataPending"];
    expect(notes.map((n) => en.Match.notes[n])).toEqual([
      "Match is scheduled",
      "Match is cancelled",
      "Match is forfeited",
      "Match is postponed",
      "Match data is being added",
    ]);
    for (const n of notes) expect(itMessages.Match.notes[n]).toBeTruthy();
  });

  it("notes a game that will not be played, or not yet, whatever results it has", () => {
    const cases: [GameStatus, MatchNote][] = [
      ["scheduled", "scheduled"],
      ["cancelled", "cancelled"],
      ["technical", "forfeited"],
      ["postponed", "postponed"],
    ];
    for (const [status, note] of cases) {
      expect(matchNote({ status }, false)).toBe(note);
      expect(matchNote({ status }, true)).toBe(note);
    }
  });

  it("shows a live or finished game's results, and notes that its data is being added until they are in", () => {
    for (const status of ["live", "finished"] as const) {
      expect(matchNote({ status }, true)).toBeNull();
      expect(matchNote({ status }, false)).toBe("dataPending");
    }
  });
});
