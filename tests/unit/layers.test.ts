// The layers of docs/architecture.md hold: lib/game pure, lib/server below lib/api, lib/server server-only.
import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import type { Position as StoredPosition } from "@/lib/generated/prisma/enums";
import type { Position } from "@/lib/game/types";

const files = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));

describe("layer boundaries", { timeout: 60_000 }, () => {
  const eslint = new ESLint();
  // Loading the configuration and the TypeScript parser takes seconds: once, before the cases.
  beforeAll(() => eslint.lintText("", { filePath: "lib/game/warm-up.ts" }), 300_000);
  const lint = async (filePath: string, code: string) =>
    (await eslint.lintText(code, { filePath }))[0]!.messages
      .filter((m) => m.ruleId === "no-restricted-imports")
      .map((m) => m.message);

  it.each([
    ["lib/game/example.ts", 'import { getDb } from "@/lib/db";'],
    ["lib/game/example.ts", 'import { getTeam } from "@/lib/server/teams/get-team";'],
    ["lib/game/example.ts", 'import fs from "node:fs";'],
    ["lib/server/example.ts", 'import { errorResponse } from "@/lib/api/errors";'],
    ["components/example.tsx", 'import { getDb } from "@/lib/db";'],
  ])("refuses in %s: %s", async (file, code) => {
    expect(await lint(file, `${code}\nexport const x = 1;\n`)).toHaveLength(1);
  });

  it.each([
    ["lib/server/example.ts", 'import { validateSquad } from "@/lib/game/squad";'],
    ["lib/api/example.ts", 'import { getTeam } from "@/lib/server/teams/get-team";'],
  ])("allows in %s: %s", async (file, code) => {
    expect(await lint(file, `${code}\nexport const x = 1;\n`)).toEqual([]);
  });

  it("marks every lib/server module server-only", () => {
    const missing = files("lib/server").filter(
      (f) => f.endsWith(".ts") && !fs.readFileSync(f, "utf8").includes('import "server-only";'),
    );
    expect(missing).toEqual([]);
  });
});

describe("one Position type", () => {
  it("is the database's position enum, so rows need no casts", () => {
    expectTypeOf<StoredPosition>().toEqualTypeOf<Position>();
  });
});
