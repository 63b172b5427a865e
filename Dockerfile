# The app's image: built in stages (dependencies, then the build), run as the unprivileged `node` user. One image
# serves the web processes (`npm start`) and the job worker (`npm run worker`): docker-compose.yml runs both.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
COPY prisma ./prisma
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# Built beside a throwaway embedded database (pages that read data at build time find one).
RUN npm run build && rm -rf .data

FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
# The sources stay: the database scripts, the operator CLI and the worker run as TypeScript (tsx).
COPY --from=build --chown=node:node /app ./
USER node
EXPOSE 3000
CMD ["npx", "tsx", "--conditions=react-server", "prisma/scripts/with-db.ts", "--", "node", "scripts/start.mjs", "-p", "3000"]
