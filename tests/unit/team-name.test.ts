import fs from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import { isOffensive } from "@/lib/game/profanity";
import { checkTeamName, normalizeTeamName, teamAbbreviation } from "@/lib/game/team-name";

describe("team names (docs/product.md section 5)", () => {
  it("accepts latin letters, digits, underscores and spaces up to 30 characters", () => {
    for (const name of ["Demo United", "AC_Milanisti 1899", "x".repeat(30), "  padded  name  "])
      expect(checkTeamName(name)).toBeNull();
    expect(normalizeTeamName("  padded   name ")).toBe("padded name");
  });

  it("refuses in the spec's order: required, latin only, offensive, too long", () => {
    expect(checkTeamName("")).toBe("teamNameRequired");
    expect(checkTeamName(" \t ")).toBe("teamNameRequired");
    for (const name of ["Città FC", "Team-One", "Ajax!", "Ωmega"]) expect(checkTeamName(name)).toBe("teamNameLatin");
    for (const name of ["Shit Happens", "Merda United", "Stronzo_FC", "cazzo99"])
      expect(checkTeamName(name)).toBe("teamNameOffensive");
    expect(checkTeamName("x".repeat(31))).toBe("teamNameTooLong");
  });

  it("has the spec's texts", () => {
    const t = createTranslator({ locale: "en", messages: en, namespace: "TeamRules" });
    expect(t("teamNameRequired")).toBe("Team Name is required");
    expect(t("teamNameLatin")).toBe("Team Name should contain only latin letters or digits");
    expect(t("teamNameOffensive")).toBe("Team Name should not contain inappropriate/offensive words");
    expect(t("teamNameTooLong")).toBe("Team Name can't be longer than 30 characters");
  });

  it("abbreviates to the first three letters or digits", () => {
    expect(teamAbbreviation("Demo United")).toBe("DEM");
    expect(teamAbbreviation("1 a_b")).toBe("1AB");
    expect(teamAbbreviation("__")).toBe("FSA");
  });
});

describe("profanity filter", () => {
  it("catches English and Italian words, whatever the case or accents, and leaves clean names alone", () => {
    for (const text of ["fuck", "BASTARDO", "vaffanculo", "Stronzo"]) expect(isOffensive(text)).toBe(true);
    for (const text of ["Grande Inter", "Scunthorpe", "Passione Viola", "Giulia"])
      expect(isOffensive(text)).toBe(false);
  });
});

describe("team use case refusals", () => {
  it("name messages that exist in messages/en.json", () => {
    const dir = path.resolve("lib/server/teams");
    const keys = fs
      .readdirSync(dir)
      .flatMap((file) => [
        ...fs.readFileSync(path.join(dir, file), "utf8").matchAll(/ruleError\(\s*"\w+",\s*(?:"(\w+)"|(\w+))/g),
      ])
      .map((m) => m[1])
      .filter((k): k is string => k !== undefined);
    expect(keys.length).toBeGreaterThan(20);
    const known = en.TeamRules as Record<string, string>;
    expect(keys.filter((k) => !(k in known))).toEqual([]);
    for (const code of [
      "teamNameRequired",
      "teamNameLatin",
      "teamNameOffensive",
      "teamNameTooLong",
      "tooManyKept",
      "keptBreaksRules",
      "noValidTeam",
    ])
      expect(known[code]).toBeTruthy();
  });
});
