# syntax=docker/dockerfile:1
# One image for both the web server (`node api/dist/main.js`) and the BullMQ worker
# (`node workers/dist/main.js`); docker-compose.yml picks the command. Two stages (ADR 031):
# the build has every dependency, the sources and the build tools; the runtime has only the
# compiled server, the built site and the production dependencies (`pnpm build:runtime`).

FROM node:24-slim AS build
# Pinned to match "packageManager" in package.json, so the lockfile is read by the pnpm that wrote it.
RUN npm i -g pnpm@10.34.9 && npm cache clean --force
# CI=true: non-interactive pnpm, never rewriting the lockfile.
ENV npm_config_update_notifier=false \
    CI=true
WORKDIR /src
# `pnpm fetch` needs only the lockfile, so this layer (the slow download) stays cached until
# dependencies change, whatever happens to the sources.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
RUN pnpm install --frozen-lockfile --offline
RUN pnpm build && pnpm build:runtime /app

FROM node:24-slim AS runtime
ENV NODE_ENV=production \
    DATA_DIR=/app/data \
    PORT=4321
WORKDIR /app
# Root-owned: the app user can run the code but not rewrite it; only DATA_DIR is writable.
COPY --from=build /app /app
# DATA_DIR only matters for a standalone (embedded) run; mount a volume there to keep its data.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 4321
# node itself, not pnpm or a shim: SIGTERM must reach the server.
CMD ["node", "api/dist/main.js"]
