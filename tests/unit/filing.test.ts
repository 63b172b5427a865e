// lib/server is filed one use case a file (docs/architecture.md "Where a new … goes"): what the layers above it (the
// pages, the API, the operator CLI, the scripts, the session) call in lib/server/<area>/ is the use case the file is
// named after (lib/server/teams/update-team.ts exports updateTeam; a variant such as lockRoundIn keeps the name as
// its prefix). A module named for a noun (league-rows.ts, team-view.ts) serves the use cases beside it and its values
// are not called from above; its types may be. The few exceptions are named here with their reason.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Infrastructure the layers above hold on to, not a use case: module → names, each with why. */
const SHARED: Record<string, Record<string, string>> = {
  "rounds/round-writer": { withRoundWriter: "the ops CLI holds a round's one writer for a whole command" },
  "users/session-user": { findSessionUserWithStamp: "the API's and the web session's read of the signed-in user" },
};

const ABOVE = ["app", "components", "lib/api", "lib/session", "lib/mail", "ops", "scripts", "prisma", "i18n"];
const SOURCE = /\.(ts|tsx|mjs)$/;
const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+"(?:@\/|(?:\.\.\/)+)lib\/server\/([\w-]+\/[\w/-]+)"/g;

const files = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? e.name === "generated" || e.name === "node_modules"
          ? []
          : files(path.join(dir, e.name))
        : [path.join(dir, e.name)],
    );

const camel = (kebab: string) => kebab.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** Every value imported from lib/server/<area>/<file> above lib/server that is not the file's use case. */
function strayImports(): string[] {
  const stray: string[] = [];
  for (const file of ABOVE.flatMap(files).filter((f) => SOURCE.test(f))) {
    for (const [, typeOnly, names, module] of fs.readFileSync(file, "utf8").matchAll(IMPORT)) {
      if (typeOnly) continue;
      const useCase = camel(path.basename(module!));
      for (const entry of names!.split(",").map((n) => n.trim())) {
        const name = entry.split(" as ")[0]!.trim();
        // Types and constants (PascalCase, UPPER_CASE) may be imported from any module.
        if (!name || name.startsWith("type ") || /^[A-Z]/.test(name)) continue;
        if (name.startsWith(useCase) || SHARED[module!]?.[name]) continue;
        stray.push(`${file}: ${name} from lib/server/${module}`);
      }
    }
  }
  return stray;
}

describe("lib/server, one use case a file", () => {
  it("is called from above only through the use case each file is named after", () => {
    expect(strayImports()).toEqual([]);
  });

  it("names its files in kebab-case, under an area", () => {
    const names = files("lib/server").map((f) => path.relative("lib/server", f));
    expect(names.filter((f) => !/^([a-z0-9]+(-[a-z0-9]+)*\/)?[a-z0-9]+(-[a-z0-9]+)*\.ts$/.test(f))).toEqual([]);
  });
});
