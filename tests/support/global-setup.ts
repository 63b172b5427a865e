// Once per `vitest run`: on PostgreSQL, a migrated template database that each test file copies.
import { applyMigrations } from "../../lib/db/migrate";
import { adminQuery, templateName, withDatabase } from "./postgres";

export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const template = templateName(url);
  await adminQuery(url, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  await adminQuery(url, `CREATE DATABASE "${template}"`);
  await applyMigrations(withDatabase(url, template));
  return async () => adminQuery(url, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
}
