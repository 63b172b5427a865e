FROM node:20-bookworm-slim
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
COPY prisma ./prisma
RUN npm install --no-audit --no-fund
COPY . .
# Built beside a throwaway embedded database (pages that read data at build time find one).
RUN npm run build && rm -rf .data
EXPOSE 3000
CMD ["npx", "tsx", "prisma/scripts/with-db.ts", "--", "node", "scripts/start.mjs", "-p", "3000"]
