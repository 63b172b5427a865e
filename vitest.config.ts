import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // lib/server's marker (import "server-only") is for the Next bundles; tests run on the server side.
      "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
    },
  },
  test: {
    // Two cores: PGlite instances and Next builds are CPU-bound.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          // One database per test file: a copy of a migrated template on PostgreSQL
          // (DATABASE_URL set), a fresh in-memory PGlite otherwise. The demo seed runs once per
          // run; a file's seed(db) writes its rows back (tests/support/seed-snapshot.ts).
          globalSetup: ["tests/support/global-setup.ts", "tests/support/seed-snapshot.ts"],
          setupFiles: ["tests/support/clock.ts", "tests/support/isolated-db.ts", "tests/support/seed-restore.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // The tests stand for a proxy in front of the app: each names its client in X-Forwarded-For (the default,
          // no proxy, keys on the connection's peer, which a handler called directly does not have).
          env: { TRUSTED_PROXY_HOPS: "1" },
        },
      },
    ],
  },
});
