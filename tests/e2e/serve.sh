#!/bin/sh
# The end-to-end servers, run inside prisma/scripts/with-db.ts (which owns the demo database): the test mail server
# (tests/e2e/mail/smtp-sink.ts) on E2E_SMTP_PORT, to which every instance sends its mail; one production build; the
# app on E2E_PORT; a maintenance-mode instance on E2E_MAINTENANCE_PORT; the season-opening instance on
# E2E_OPENING_PORT beside its own small database, rebuilt each run by tests/e2e/opening/setup.ts (states the demo
# season is past: tests/e2e/public-season-opening.spec.ts); and the sign-up-open instance on E2E_OPEN_PORT
# (SIGN_UP_OPEN=1) beside its own small database, rebuilt each run by tests/e2e/open/setup.ts
# (tests/e2e/open-sign-up.spec.ts).
#
# Two ways to run it apart, for .ci/run, which makes the build early, while the lint and the unit and integration
# tests leave a core free: E2E_BUILD_ONLY=1 makes the build (beside the seeded demo database, as below) and stops;
# E2E_PREBUILT_STATUS=<file> skips the build here and uses that one (the file holds its exit code, 0: go on).
set -e
if [ -n "${E2E_BUILD_ONLY:-}" ]; then
  exec next build
fi
tsx tests/e2e/mail/smtp-sink.ts &
SINK_PID=$!
# A failed build stops the mail server too (once the app runs, it lives as long as the app's process group).
trap 'kill "$SINK_PID" 2>/dev/null || true' EXIT
export SMTP_URL="smtp://127.0.0.1:$E2E_SMTP_PORT"
if [ -n "${E2E_PREBUILT_STATUS:-}" ]; then
  # Started once that build has ended (playwright.config.ts waits for its exit code before the demo database's check).
  built=$(cat "$E2E_PREBUILT_STATUS")
  [ "$built" = 0 ] || { echo "The build .ci/run started failed (exit code $built)."; exit 1; }
  [ -f .next/BUILD_ID ] || { echo "No build in .next."; exit 1; }
else
  next build
fi
MAINTENANCE_MODE=1 WEB_CONCURRENCY=1 node scripts/start.mjs -p "$E2E_MAINTENANCE_PORT" &

# An instance on a database of its own serves a copy of the build without the pages prerendered from the demo season
# (they render from its own data on first request), so no instance's cache holds another's pages.
copy_build() {
  rm -rf "$1"
  mkdir -p "$1"
  # Not the build cache, nor a dev server's own directory (.next/dev: .ci/run's dev command check may have left one).
  (cd .next && tar cf - --exclude=./cache --exclude=./dev .) | (cd "$1" && tar xf -)
  # The build's links to external packages (node_modules/@prisma/client-<hash>) are relative to .next.
  find .next/node_modules -type l | while read -r link; do ln -sfn "$(readlink -f "$link")" "$1/${link#.next/}"; done
  find "$1/server/app" -mindepth 2 \( -name '*.html' -o -name '*.rsc' -o -name '*.meta' -o -name '*.body' -o -name '*.segments' \) -prune -exec rm -rf {} +
}

OPENING_DIST=.data/e2e-opening-next
OPEN_DIST=.data/e2e-open-next
rm -rf "$E2E_OPENING_PGLITE_DIR" "$E2E_OPEN_PGLITE_DIR"
copy_build "$OPENING_DIST"
copy_build "$OPEN_DIST"
# Always on their own embedded databases, even when the demo runs on PostgreSQL (DATABASE_URL, as in CI).
env -u DATABASE_URL PGLITE_DIR="$E2E_OPENING_PGLITE_DIR" NEXT_DIST_DIR="$OPENING_DIST" tsx --conditions=react-server prisma/scripts/with-db.ts -- \
  sh -c 'tsx --conditions=react-server tests/e2e/opening/setup.ts && exec env WEB_CONCURRENCY=1 node scripts/start.mjs -p "$E2E_OPENING_PORT"' &
env -u DATABASE_URL SIGN_UP_OPEN=1 PGLITE_DIR="$E2E_OPEN_PGLITE_DIR" NEXT_DIST_DIR="$OPEN_DIST" tsx --conditions=react-server prisma/scripts/with-db.ts -- \
  sh -c 'tsx --conditions=react-server tests/e2e/open/setup.ts && exec env WEB_CONCURRENCY=1 node scripts/start.mjs -p "$E2E_OPEN_PORT"' &

# Up before the app, which Playwright waits for: then every instance answers when the tests start.
node -e '
  (async () => {
    for (const [name, url] of [["season-opening", process.argv[1]], ["sign-up-open", process.argv[2]]]) {
      let up = false;
      for (let i = 0; i < 600 && !up; i++) {
        try { up = (await fetch(url)).ok; } catch {}
        if (!up) await new Promise((r) => setTimeout(r, 500));
      }
      if (!up) { console.error(`The ${name} instance did not start at ${url}.`); process.exit(1); }
    }
  })();
' "http://localhost:$E2E_OPENING_PORT/" "http://localhost:$E2E_OPEN_PORT/"
trap - EXIT
exec node scripts/start.mjs -p "$E2E_PORT"
