# syntax=docker/dockerfile:1
# All22 in one image: the server (API, identity provider, live events) serving the built web app.
# Build: docker build -t all22 .      Run with a database and Redis: docker compose up (compose.yaml).

# --- build: every workspace compiled, the web app bundled -----------------------------------
FROM node:24-bookworm-slim AS build
WORKDIR /app
# The manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/contracts/package.json packages/contracts/
COPY packages/stats/package.json packages/stats/
COPY packages/league/package.json packages/league/
COPY packages/db/package.json packages/db/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx tsc -b && (cd apps/web && npx vite build --logLevel warn)

# --- runtime: compiled output and the server's production dependencies only ----------------
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    APP_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/packages/domain/package.json packages/domain/
COPY --from=build /app/packages/contracts/package.json packages/contracts/
COPY --from=build /app/packages/stats/package.json packages/stats/
COPY --from=build /app/packages/league/package.json packages/league/
COPY --from=build /app/packages/db/package.json packages/db/
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/e2e/package.json e2e/
# Only what the server needs at run time; the workspace packages are linked, not downloaded.
RUN npm ci --omit=dev --workspace=@all22/server --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/packages/domain/dist packages/domain/dist
COPY --from=build /app/packages/contracts/dist packages/contracts/dist
COPY --from=build /app/packages/stats/dist packages/stats/dist
COPY --from=build /app/packages/league/dist packages/league/dist
COPY --from=build /app/packages/db/dist packages/db/dist
COPY --from=build /app/packages/db/drizzle packages/db/drizzle
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# Runs as the image's unprivileged user; the embedded database (when no DATABASE_URL) lives in /data.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health').then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
