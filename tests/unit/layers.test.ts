// The layers of docs/architecture.md hold: lib/game pure, lib/auth below lib/server, lib/server below lib/api (also
// through any module it imports), components without lib/server, lib/server server-only.
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
      .filter((m) => m.ruleId?.endsWith("no-restricted-imports"))
      .map((m) => m.message);

  it.each([
    ["lib/game/example.ts", 'import { getDb } from "@/lib/db";'],
    ["lib/game/example.ts", 'import { getTeam } from "@/lib/server/teams/get-team";'],
    ["lib/game/example.ts", 'import fs from "node:fs";'],
    ["lib/server/example.ts", 'import { errorResponse } from "@/lib/api/errors";'],
    ["components/example.tsx", 'import { getDb } from "@/lib/db";'],
    ["components/example.tsx", 'import { getLegalDocument } from "@/lib/server/content/get-legal-document";'],
    ["components/example.tsx", 'import { readPlayerInfo } from "@/lib/server/public-reads";'],
    ["components/example.tsx", 'import { requireCurrentUser } from "@/lib/session/current-user";'],
    ["lib/server/example.ts", 'import { requireCurrentUser } from "@/lib/session/current-user";'],
    ["lib/server/users/example.ts", 'import { detail } from "../../api/errors";'],
    ["lib/example.ts", 'import { throttle } from "./api/handler";'],
    ["lib/mail/example.ts", 'import { detail } from "@/lib/api/errors";'],
    ["lib/auth/example.ts", 'import { getDb } from "@/lib/db";'],
    ["lib/auth/example.ts", 'import { authenticate } from "@/lib/server/users/authenticate";'],
    ["lib/game/example.ts", 'import { requireCurrentUser } from "@/lib/session/current-user";'],
  ])("refuses in %s: %s", async (file, code) => {
    expect(await lint(file, `${code}\nexport const x = 1;\n`)).toHaveLength(1);
  });

  it.each([
    ["lib/server/example.ts", 'import { validateSquad } from "@/lib/game/squad";'],
    ["lib/api/example.ts", 'import { getTeam } from "@/lib/server/teams/get-team";'],
    ["lib/api/example.ts", 'import { ACCOUNT_LOCKED } from "@/lib/session/options";'],
    ["lib/server/example.ts", 'import { hashPassword } from "@/lib/auth/password";'],
    ["lib/mail/example.ts", 'import { translator } from "@/i18n/translator";'],
    ["components/example.tsx", 'import type { LegalDocument } from "@/lib/server/content/get-legal-document";'],
    ["components/auth/example.tsx", 'import { SessionProvider } from "./session";'],
  ])("allows in %s: %s", async (file, code) => {
    expect(await lint(file, `${code}\nexport const x = 1;\n`)).toEqual([]);
  });

  // lib/server reaches lib/api through no module: every place it may import from refuses lib/api itself.
  const belowApi = [
    ...fs
      .readdirSync("lib", { withFileTypes: true })
      .filter((e) => e.isDirectory() && !["api", "client", "session", "generated"].includes(e.name))
      .map((e) => `lib/${e.name}/example.ts`),
    "lib/example.ts",
    "i18n/example.ts",
  ];
  it.each(belowApi)("refuses lib/api in %s, below lib/server", async (file) => {
    expect(await lint(file, 'import { detail } from "@/lib/api/errors";\nexport const x = detail;\n')).toHaveLength(1);
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
