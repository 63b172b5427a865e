// A benchmark's own database beside DATABASE_URL's (npm run bench, bench:leagues, bench:rush): <database>_<suffix> on the
// same server, created and dropped through the server's postgres database.

export interface BenchDatabase {
  /** The database's name: DATABASE_URL's database (postgres when it names none) and the suffix. */
  name: string;
  /** The server's postgres database, to create and drop it from. */
  adminUrl: URL;
  /** The benchmark database itself. */
  url: URL;
}

export function benchDatabase(serverUrl: string, suffix: string): BenchDatabase {
  const base = new URL(serverUrl);
  const name = `${base.pathname.slice(1) || "postgres"}_${suffix}`;
  const adminUrl = new URL(base);
  adminUrl.pathname = "/postgres";
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { name, adminUrl, url };
}
