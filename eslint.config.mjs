// Lint: Next.js's rules (core web vitals, TypeScript) plus the import boundaries that keep the
// layers apart (docs/architecture.md): lib/game is pure; lib/server never reaches up into lib/api
// or the app; nothing but lib/api and route handlers speaks the wire format.
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/** Patterns a layer may not import, with the reason shown by the lint error. */
const forbid = (...groups) => ({
  "no-restricted-imports": ["error", { patterns: groups.map(([group, message]) => ({ group, message })) }],
});

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
    files: ["lib/game/**"],
    rules: forbid(
      [io, "lib/game is pure: no database, Node, Next or React imports."],
      [
        ["@/lib/server", "@/lib/server/*", "@/lib/api", "@/lib/api/*", "@/app/*", "@/components/*"],
        "lib/game is the bottom layer: it imports nothing above it.",
      ],
    ),
  },
  {
    files: ["lib/server/**"],
    rules: forbid([
      ["@/lib/api", "@/lib/api/*", "@/app/*", "@/components/*", "@/lib/client/*"],
      "lib/server returns domain data; the wire format belongs to lib/api.",
    ]),
  },
  {
    files: ["lib/validation/**", "lib/format/**"],
    rules: forbid([
      ["@/lib/server", "@/lib/server/*", "@/lib/api", "@/lib/api/*", "@/lib/db", "@/lib/db/*"],
      "Shared by browser and server: no server imports.",
    ]),
  },
  {
    files: ["components/**", "lib/client/**"],
    rules: forbid([
      ["@/lib/db", "@/lib/db/*", "@/lib/generated/*", "@prisma/*"],
      "Components render data; they do not query the database.",
    ]),
  },
];

export default config;
