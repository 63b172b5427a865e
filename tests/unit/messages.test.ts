import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import itMessages from "@/messages/it.json";
import compile from "icu-minify/compile";
import { isMessage, loadMessages, mergeMessages, type Tree } from "@/i18n/messages";

const keys = (tree: Tree, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (isMessage(v) ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));

describe("messages", () => {
  it("has every English message in Italian and no extra ones", () => {
    expect(keys(itMessages as Tree).sort()).toEqual(keys(en as Tree).sort());
  });

  it("translates rather than copies: most Italian messages differ from the English ones", () => {
    const flat = (tree: Tree) =>
      new Map(keys(tree).map((k) => [k, k.split(".").reduce<unknown>((o, p) => (o as Tree)[p], tree)]));
    const english = flat(en as Tree);
    const italian = flat(itMessages as Tree);
    const same = [...english].filter(([k, v]) => italian.get(k) === v).length;
    expect(same / english.size).toBeLessThan(0.25);
  });

  it("falls back to English for a message missing in Italian, at any depth", () => {
    const merged = mergeMessages({ A: { b: "English b", c: "English c" }, D: "English d" }, { A: { b: "Italiano b" } });
    expect(merged).toEqual({ A: { b: "Italiano b", c: "English c" }, D: "English d" });
  });

  it("takes a precompiled message (the build's form) whole, not as a namespace to merge into", () => {
    const english = { A: { round: compile("Round {number}"), plain: compile("Close") } };
    const italian = { A: { round: compile("Giornata {number}") } };
    expect(Array.isArray(english.A.round)).toBe(true);
    expect(mergeMessages(english, italian)).toEqual({ A: { round: ["Giornata ", ["number"]], plain: "Close" } });
  });

  it("serves English for en and the merged Italian for it", () => {
    expect(loadMessages("en")).toBe(en);
    expect(loadMessages("it").Metadata.description).toBe(itMessages.Metadata.description);
  });
});
