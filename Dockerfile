# syntax=docker/dockerfile:1
# One image per release (docs/architecture/operations.md): the release service migrates and seeds with it, the
# app services serve from it. Built once; every instance of a release runs the same bytes.

FROM node:24-bookworm-slim AS base
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false

# Every dependency, to build the client.
FROM base AS build
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# Public pages are prerendered with these (src/shared/build-env.ts); a bad value fails the build.
ARG EBOOK_CHECKOUT_URL
ARG CONTACT_EMAIL
RUN npm run build

# Production dependencies only.
FROM base AS runtime-deps
COPY package.json package-lock.json ./
RUN npm ci --omit=dev

FROM base
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/data MIGRATE_ON_START=false SEED=false
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY package.json package-lock.json ./
COPY src ./src
COPY content ./content
COPY public ./public
COPY --from=build /app/build ./build
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/livez`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# npm forwards SIGTERM to the server, which drains (SHUTDOWN_DRAIN_MS) and closes.
CMD ["npm", "run", "serve"]
