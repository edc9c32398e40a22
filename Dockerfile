# The shop in one image, mirroring the README's `npm ci && npm start`: build (npm ci, npm run build), then a slim runtime
# with production dependencies only, as a non-root user. CMD is the same supervisor as `npm start`
# (scripts/start.mjs, ADR 0008): without API_URL it runs the reference upstream and the storefront's
# own server (build/storefront/server.js), restarting either after a crash; with API_URL set, the
# storefront alone. SIGTERM (docker stop) stops both gracefully. Probes: /healthz (liveness),
# /readyz (the upstream answers).
# Set SESSION_SECRET (required: NODE_ENV=production). Data (SQLite) lives in /app/data.
# Node 22 LTS in both stages: the production runtime (docs/testing.md "Runtimes and CI", ADR 0017; Node 20 is past its end of life).

FROM node:22-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:22-bookworm-slim
ENV NODE_ENV=production PORT=3000 UPSTREAM_PORT=5080 DATABASE_URL=/app/data/upstream.sqlite
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/scripts/start.mjs ./scripts/start.mjs
RUN mkdir -p /app/data && chown node:node /app/data
USER node
# 3000: the shop; 5080: the reference upstream (the VNPay sandbox page must be reachable by browsers:
# set UPSTREAM_PUBLIC_URL to its public address).
EXPOSE 3000 5080
VOLUME ["/app/data"]
CMD ["node", "scripts/start.mjs"]
