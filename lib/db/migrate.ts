// Prisma migrations without the native schema engine: Prisma's own WebAssembly schema engine,
// driven through the same driver adapter as the application (@prisma/adapter-pg). The migration
// files and the `_prisma_migrations` table stay compatible with `prisma migrate deploy`.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import type { SchemaEngine } from "@prisma/schema-engine-wasm";

export const SCHEMA_PATH = path.resolve("prisma/schema.prisma");
export const MIGRATIONS_DIR = path.resolve("prisma/migrations");

type Engine = SchemaEngine;
type EngineModule = typeof import("@prisma/schema-engine-wasm/schema_engine_bg");

let engineModule: Promise<EngineModule> | undefined;

/** Instantiates the wasm module once per process. */
function loadEngineModule(): Promise<EngineModule> {
  engineModule ??= (async () => {
    // The engine reports Rust panics through this global before throwing.
    (globalThis as { PRISMA_WASM_PANIC_REGISTRY?: unknown }).PRISMA_WASM_PANIC_REGISTRY = {
      set_message(message: string) {
        console.error(`Prisma schema engine panic: ${message}`);
      },
    };
    const bg = await import("@prisma/schema-engine-wasm/schema_engine_bg");
    const require = createRequire(import.meta.url);
    const dir = path.dirname(require.resolve("@prisma/schema-engine-wasm/schema_engine_bg"));
    const bytes = fs.readFileSync(path.join(dir, "schema_engine_bg.wasm"));
    const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": bg as never });
    bg.__wbg_set_wasm(instance.exports);
    (instance.exports as { __wbindgen_start: () => void }).__wbindgen_start();
    return bg;
  })();
  return engineModule;
}

const CHAR_OID = 18;
const TEXT_OID = 25;
const CHARACTER_COLUMN = 6; // ColumnTypeEnum.Character of @prisma/driver-adapter-utils
/** Result rows (the same array the adapter returns) → indexes of their `"char"` columns. */
const charColumns = new WeakMap<object, number[]>();

function markChar<T>(result: T): T {
  const { fields, rows } = (result ?? {}) as { fields?: { dataTypeID: number }[]; rows?: object };
  const indexes: number[] = [];
  fields?.forEach((field, i) => {
    if (field.dataTypeID === CHAR_OID) {
      field.dataTypeID = TEXT_OID;
      indexes.push(i);
    }
  });
  if (indexes.length && rows) charColumns.set(rows, indexes);
  return result;
}

/**
 * The schema engine introspects catalog columns of PostgreSQL's internal `"char"` type, which
 * @prisma/adapter-pg does not map (UnsupportedNativeDataType). The migration connection lets pg
 * read them as text and then reports them to the engine as characters.
 */
class CharAwareClient extends pg.Client {
  // pg's overloads: any query signature passes through.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const run = super.query as (...a: unknown[]) => unknown;
    const last = args.at(-1);
    if (typeof last === "function") {
      args[args.length - 1] = (error: Error | null, result: unknown) => last(error, markChar(result));
      return run.apply(this, args);
    }
    const returned = run.apply(this, args);
    return returned instanceof Promise ? returned.then(markChar) : returned;
  }
}

type Queryable = { queryRaw(q: unknown): Promise<{ rows: object; columnTypes: number[] }> };
type ScriptRunner = { underlyingDriver(): pg.Pool; onError(error: unknown): never };

/**
 * The migration adapter, fixed in two places: `"char"` columns reach the engine as characters
 * (above), and a script runs as one simple-protocol query, because adapter-pg's executeScript
 * splits on every ";" and cuts function bodies apart. Connections it opens are collected in
 * `opened` for disposal.
 */
function charAware<T extends object>(target: T, opened: { dispose(): Promise<void> }[] = []): T {
  return new Proxy(target, {
    get(obj, prop, receiver) {
      const value = Reflect.get(obj, prop, receiver);
      if (typeof value !== "function") return value;
      if (prop === "queryRaw") {
        return async (query: unknown) => {
          const result = await (value as Queryable["queryRaw"]).call(obj, query);
          for (const i of charColumns.get(result.rows) ?? []) result.columnTypes[i] = CHARACTER_COLUMN;
          return result;
        };
      }
      if (prop === "executeScript") {
        return async (script: string) => {
          const runner = obj as unknown as ScriptRunner;
          try {
            await runner.underlyingDriver().query(script);
          } catch (error) {
            runner.onError(error);
          }
        };
      }
      if (prop === "startTransaction" || prop === "connect" || prop === "connectToShadowDb") {
        return async (...args: unknown[]) => {
          const created = await (value as (...a: unknown[]) => Promise<{ dispose(): Promise<void> }>).apply(obj, args);
          if (prop !== "startTransaction") opened.push(created);
          return charAware(created, opened);
        };
      }
      return value.bind(obj);
    },
  });
}

async function withEngine<T>(connectionString: string, run: (engine: Engine) => Promise<T>): Promise<T> {
  const bg = await loadEngineModule();
  const schema = fs.readFileSync(SCHEMA_PATH, "utf8");
  // The engine does not close its connections: they are disposed here, or the pool lingers.
  const opened: { dispose(): Promise<void> }[] = [];
  const factory = bindMigrationAwareSqlAdapterFactory(
    charAware(new PrismaPg({ connectionString, max: 2, Client: CharAwareClient } as pg.PoolConfig), opened),
  );
  const engine = await bg.SchemaEngine.new({ datamodels: [[SCHEMA_PATH, schema]] }, () => {}, factory);
  try {
    return await run(engine);
  } finally {
    engine.free();
    await Promise.all(opened.map((adapter) => adapter.dispose().catch(() => {})));
  }
}

/** The migrations this build carries, by name, in the order they apply. */
export function migrationNames(): string[] {
  return fs.existsSync(MIGRATIONS_DIR)
    ? fs
        .readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
        .filter((d) => d.isDirectory() && fs.existsSync(path.join(MIGRATIONS_DIR, d.name, "migration.sql")))
        .map((d) => d.name)
        .sort()
    : [];
}

function migrationsList() {
  const names = migrationNames();
  const lockPath = path.join(MIGRATIONS_DIR, "migration_lock.toml");
  return {
    baseDir: MIGRATIONS_DIR,
    lockfile: {
      path: "migration_lock.toml",
      content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, "utf8") : null,
    },
    shadowDbInitScript: "",
    migrationDirectories: names.map((name) => ({
      path: name,
      migrationFile: {
        path: "migration.sql",
        content: {
          tag: "ok" as const,
          value: fs.readFileSync(path.join(MIGRATIONS_DIR, name, "migration.sql"), "utf8"),
        },
      },
    })),
  };
}

const noFilters = { externalTables: [], externalEnums: [] };

/** Applies every pending migration; returns the names applied. */
export async function applyMigrations(connectionString: string): Promise<string[]> {
  return withEngine(connectionString, async (engine) => {
    const { appliedMigrationNames } = await engine.applyMigrations({
      migrationsList: migrationsList(),
      filters: noFilters,
    });
    return appliedMigrationNames;
  });
}

/**
 * The SQL that takes the migrations folder to the current schema.prisma; null when nothing changed.
 * Replays the migrations on a shadow database, so it needs a server that can create one.
 */
export async function diffSchema(connectionString: string): Promise<string | null> {
  return withEngine(connectionString, async (engine) => {
    const list = migrationsList();
    const from = list.migrationDirectories.length ? { tag: "migrations" as const, ...list } : { tag: "empty" as const };
    const schema = fs.readFileSync(SCHEMA_PATH, "utf8");
    const result = await engine.diff({
      from,
      to: { tag: "schemaDatamodel", files: [{ path: SCHEMA_PATH, content: schema }] },
      script: true,
      exitCode: null,
      filters: noFilters,
    });
    const sql = result.stdout ?? "";
    return sql.trim() && !/^-- This is an empty migration/.test(sql.trim()) ? sql : null;
  });
}

/** Writes prisma/migrations/<timestamp>_<name>/migration.sql. */
export function writeMigration(name: string, sql: string): string {
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const dir = path.join(MIGRATIONS_DIR, `${stamp}_${name.replace(/[^a-z0-9_]+/gi, "_").toLowerCase()}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "migration.sql"), sql);
  const lockPath = path.join(MIGRATIONS_DIR, "migration_lock.toml");
  if (!fs.existsSync(lockPath)) {
    fs.writeFileSync(
      lockPath,
      '# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "postgresql"\n',
    );
  }
  return dir;
}
