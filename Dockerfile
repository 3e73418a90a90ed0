# syntax=docker/dockerfile:1
# One image for both the web server (`pnpm start:prod`) and the BullMQ worker
# (`pnpm --filter @atelier/workers start`); docker-compose.yml picks the command.

FROM node:24-slim AS base
# Pinned to match "packageManager" in package.json, so the lockfile is read by the pnpm that wrote it.
RUN npm i -g pnpm@10.34.9 && npm cache clean --force
ENV npm_config_update_notifier=false
WORKDIR /app

FROM base AS build
# CI=true: non-interactive pnpm, never rewriting the lockfile.
ENV CI=true
# `pnpm fetch` needs only the lockfile, so this layer (the slow download) stays cached until
# dependencies change, whatever happens to the sources.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
RUN pnpm install --frozen-lockfile --offline
RUN pnpm build

FROM base AS runtime
ENV NODE_ENV=production \
    DATA_DIR=/app/data \
    PORT=4321
# tsx runs the TypeScript sources at run time, so dev dependencies stay in the image.
# Root-owned: the app user can run the code but not rewrite it; only DATA_DIR is writable.
COPY --from=build /app /app
# DATA_DIR only matters for a standalone (embedded) run; mount a volume there to keep its data.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 4321
# node itself, not pnpm or the node_modules/.bin shim: SIGTERM must reach the server.
CMD ["node", "--import", "tsx", "api/src/main.ts"]
