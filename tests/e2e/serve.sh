#!/bin/sh
# The end-to-end servers, run inside prisma/scripts/with-db.ts (which owns the demo database): one
# production build, the app on E2E_PORT, a maintenance-mode instance on E2E_MAINTENANCE_PORT, and
# the season-opening instance on E2E_OPENING_PORT beside its own small database, rebuilt each run
# by tests/e2e/opening/setup.ts (states the demo season is past: tests/e2e/public-season-opening.spec.ts).
set -e
next build
MAINTENANCE_MODE=1 next start -p "$E2E_MAINTENANCE_PORT" &

# The opening instance serves a copy of the build without the pages prerendered from the demo
# season (they render from its own data on first request), so neither instance's cache holds the
# other's pages.
OPENING_DIST=.data/e2e-opening-next
rm -rf "$E2E_OPENING_PGLITE_DIR" "$OPENING_DIST"
mkdir -p "$OPENING_DIST"
(cd .next && tar cf - --exclude=./cache .) | (cd "$OPENING_DIST" && tar xf -)
# The build's links to external packages (node_modules/@prisma/client-<hash>) are relative to .next.
find .next/node_modules -type l | while read -r link; do ln -sfn "$(readlink -f "$link")" "$OPENING_DIST/${link#.next/}"; done
find "$OPENING_DIST/server/app" -mindepth 2 \( -name '*.html' -o -name '*.rsc' -o -name '*.meta' -o -name '*.body' -o -name '*.segments' \) -prune -exec rm -rf {} +
# Always on its own embedded database, even when the demo runs on PostgreSQL (DATABASE_URL, as in CI).
env -u DATABASE_URL PGLITE_DIR="$E2E_OPENING_PGLITE_DIR" NEXT_DIST_DIR="$OPENING_DIST" tsx --conditions=react-server prisma/scripts/with-db.ts -- \
  sh -c 'tsx --conditions=react-server tests/e2e/opening/setup.ts && exec next start -p "$E2E_OPENING_PORT"' &

# Up before the app, which Playwright waits for: then every instance answers when the tests start.
node -e '
  const url = process.argv[1];
  (async () => {
    for (let i = 0; i < 600; i++) {
      try { if ((await fetch(url)).ok) process.exit(0); } catch {}
      await new Promise((r) => setTimeout(r, 500));
    }
    console.error(`The season-opening instance did not start at ${url}.`);
    process.exit(1);
  })();
' "http://localhost:$E2E_OPENING_PORT/"
exec next start -p "$E2E_PORT"
