#!/bin/sh
# The end-to-end servers, run inside prisma/scripts/with-db.ts (which owns the database): one
# production build, the app on E2E_PORT and a maintenance-mode instance on E2E_MAINTENANCE_PORT.
set -e
next build
MAINTENANCE_MODE=1 next start -p "$E2E_MAINTENANCE_PORT" &
exec next start -p "$E2E_PORT"
