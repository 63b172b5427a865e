// Pure pieces of the public pages: the news page range, the download page's platform detection,
// the client's error parser (docs/product.md section 8), and the match notes (the rule, and its texts in both languages).
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import itMessages from "@/messages/it.json";
import { parseApiError, type ApiErrorTexts } from "@/lib/client/api-errors";
import { matchNote, type MatchNote } from "@/lib/server/football/match-note";
import type { GameStatus } from "@/lib/server/football/shapes";
import { detectPlatform } from "@/components/download/download-app";
import { pageItems } from "@/components/news/page-items";

describe("news page range (4 pages, 2 on mobile, 1 margin page)", () => {
  it("shows every page when they fit the range", () => {
    expect(pageItems(1, 1, 4, 1)).toEqual([1]);
    expect(pageItems(3, 4, 4, 1)).toEqual([1, 2, 3, 4]);
  });

  it("keeps the range around the current page with a margin page at each end", () => {
    expect(pageItems(1, 10, 4, 1)).toEqual([1, 2, 3, 4, "break", 10]);
    expect(pageItems(5, 10, 4, 1)).toEqual([1, "break", 3, 4, 5, 6, 7, "break", 10]);
    expect(pageItems(10, 10, 4, 1)).toEqual([1, "break", 7, 8, 9, 10]);
  });

  it("narrows to 2 pages on mobile", () => {
    expect(pageItems(1, 4, 2, 1)).toEqual([1, 2, "break", 4]);
    expect(pageItems(5, 10, 2, 1)).toEqual([1, "break", 4, 5, 6, "break", 10]);
  });
});

describe("download page platform", () => {
  it("tells Android, iOS (iPadOS as a Mac with touch) and anything else apart", () => {
    expect(detectPlatform("Mozilla/5.0 (Linux; Android 14; Pixel 8)")).toBe("android");
    expect(detectPlatform("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)")).toBe("ios");
    expect(detectPlatform("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)", 5)).toBe("ios");
    expect(detectPlatform("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)", 0)).toBe("other");
    expect(detectPlatform("Mozilla/5.0 (X11; Linux x86_64)")).toBe("other");
  });
});

describe("API error parser (docs/product.md section 8)", () => {
  const texts: ApiErrorTexts = {
    error500: "Error 500",
    server: "Server error",
    wrongUrl: "Wrong request URL",
    status: (s) => `Status: ${s}`,
    code: (c) => `Code: ${c}`,
    throttled: (m) => `Try again in ${m} minutes.`,
  };

  it("maps each condition of the catalogue", () => {
    expect(parseApiError(null, texts)).toEqual({ messages: ["Server error"], fields: {} });
    expect(parseApiError({ status: 500, body: { detail: "boom" } }, texts)).toEqual({
      messages: ["Error 500"],
      fields: {},
    });
    expect(parseApiError({ status: 400, body: "Plain text" }, texts)).toEqual({ messages: ["Plain text"], fields: {} });
    expect(parseApiError({ status: 404, body: {} }, texts)).toEqual({ messages: ["Wrong request URL"], fields: {} });
    expect(parseApiError({ status: 418, body: { code: "teapot" } }, texts)).toEqual({
      messages: ["Status: 418", "Code: teapot"],
      fields: {},
    });
  });

  it("turns field errors into 'field: message' lines and a per-field map, detail into a message", () => {
    expect(
      parseApiError(
        {
          status: 400,
          body: { email: ["Please, use correct email address"], text: ["This field is required", "second"] },
        },
        texts,
      ),
    ).toEqual({
      messages: ["email: Please, use correct email address", "text: This field is required", "text: second"],
      fields: { email: "Please, use correct email address", text: "This field is required" },
    });
    expect(parseApiError({ status: 429, body: { detail: "Request was throttled." } }, texts)).toEqual({
      messages: ["Request was throttled."],
      fields: {},
    });
  });

  it("says how many minutes a throttled call waits (its Retry-After, rounded up), not the API's seconds", () => {
    const body = { detail: "Request was throttled. Expected available in 599 seconds." };
    expect(parseApiError({ status: 429, body, retryAfter: 599 }, texts)).toEqual({
      messages: ["Try again in 10 minutes."],
      fields: {},
    });
    expect(parseApiError({ status: 429, body, retryAfter: 30 }, texts).messages).toEqual(["Try again in 1 minutes."]);
  });
});

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
