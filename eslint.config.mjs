// Lint: Next.js's rules (core web vitals, TypeScript) plus the import boundaries that keep the
// layers apart (docs/architecture.md, proved case by case by tests/unit/layers.test.ts): lib/game is pure; lib/auth
// (credentials) sits below lib/server; lib/server never reaches lib/api, not even through a module it imports;
// components receive data or call the API, they never read lib/server (type-only imports of its shapes aside).
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const RULE = "@typescript-eslint/no-restricted-imports";

/**
 * Patterns a layer may not import, each `[modules, reason, { typesAllowed }]`, with the reason shown by the lint error.
 * A module is named by its alias ("@/lib/api/*"); the same folder reached by a relative path is refused as well.
 */
const forbid = (...groups) => ({
  [RULE]: [
    "error",
    {
      patterns: groups.flatMap(([group, message, { typesAllowed = false, atTop = false } = {}]) => [
        { group, message, allowTypeImports: typesAllowed },
        ...relative(group, atTop).map((regex) => ({ regex, message, allowTypeImports: typesAllowed })),
      ]),
    },
  ],
});

/**
 * "@/lib/api/*" also as a relative path: "../../lib/api/…" from anywhere, "../api/…" from a folder beside it, and
 * "./api/…" from a file at the top of lib/ (`atTop`). A sibling of the importing file ("./session") is never meant.
 */
const relative = (group, atTop) =>
  [...new Set(group.filter((g) => g.startsWith("@/")).map((g) => g.slice(2).replace(/\/\*$/, "")))].flatMap(
    (folder) => {
      const escaped = (text) => text.replace(/[.]/g, "\\.");
      const last = escaped(folder.split("/").at(-1));
      return [
        `^(\\.\\.?/)+${escaped(folder)}(/|$)`,
        `^(\\.\\./)+${last}(/|$)`,
        ...(atTop && folder.startsWith("lib/") ? [`^\\./${last}(/|$)`] : []),
      ];
    },
  );

const io = [
  "@prisma/*",
  "@/lib/generated/*",
  "@/lib/db",
  "@/lib/db/*",
  "pg",
  "node:*",
  "fs",
  "next",
  "next/*",
  "react",
  "react-dom",
  "next-intl",
  "next-intl/*",
];

/** A folder of lib/ and what is in it: "@/lib/api", "@/lib/api/*". */
const lib = (...folders) => folders.flatMap((f) => [`@/lib/${f}`, `@/lib/${f}/*`]);
const pages = ["@/app/*", "@/components/*"];

const belowApi = [
  [...lib("api", "session"), ...pages],
  "Below lib/api: the wire format and the web session belong above lib/server, which imports this module.",
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      ".next-*/**",
      ".data/**",
      "lib/generated/**",
      "coverage/**",
      "test-results/**",
      "playwright-report/**",
      "fresh-check/**",
      "next-env.d.ts",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Everything lib/server may import (the rest of lib/ and i18n/) stays clear of lib/api, so lib/server cannot
    // reach the wire format through a module in between.
    files: ["lib/**", "i18n/**"],
    ignores: ["lib/api/**", "lib/client/**", "lib/session/**"],
    rules: forbid(belowApi),
  },
  {
    files: ["lib/*.*"],
    rules: forbid([...belowApi, { atTop: true }]),
  },
  {
    files: ["lib/game/**"],
    rules: forbid(
      [io, "lib/game is pure: no database, Node, Next or React imports."],
      [
        [...lib("server", "api", "session", "auth", "client"), ...pages],
        "lib/game is the bottom layer: it imports nothing above it.",
      ],
    ),
  },
  {
    files: ["lib/auth/**"],
    rules: forbid([
      [...lib("server", "db", "api", "session"), ...pages],
      "lib/auth (passwords, tokens, cookie names) is below lib/server: no database and nothing above it.",
    ]),
  },
  {
    files: ["lib/server/**"],
    rules: forbid([
      [...lib("api", "session", "client"), ...pages],
      "lib/server returns domain data; the wire format belongs to lib/api, the web session to lib/session.",
    ]),
  },
  {
    files: ["lib/validation/**", "lib/format/**"],
    rules: forbid([[...lib("server", "api", "session", "db")], "Shared by browser and server: no server imports."]),
  },
  {
    files: ["components/**", "lib/client/**"],
    rules: forbid(
      [[...lib("db"), "@/lib/generated/*", "@prisma/*"], "Components render data; they do not query the database."],
      [
        lib("server", "session", "auth"),
        "Components receive data from their page or call /api/v0; only lib/server's types may be imported.",
        { typesAllowed: true },
      ],
    ),
  },
];

export default config;
