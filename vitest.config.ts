import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
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
          // (DATABASE_URL set), a fresh in-memory PGlite otherwise.
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/isolated-db.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
