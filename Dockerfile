# syntax=docker/dockerfile:1
# Vidya: the API and the built web app in one image (issue #18, docs/deploy.md).
# Build: docker build -t vidya .   Run: docker run -p 3000:3000 -v vidya-data:/data vidya

# 1. Every dependency, then the web app and the API bundle.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json ./
COPY packages/contract packages/contract
COPY apps/api apps/api
COPY apps/web apps/web
RUN npm run build -w @vidya/web && npm run build -w @vidya/api

# 2. The API's production dependencies only (no compiler, no test tools).
FROM node:22-bookworm-slim AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund -w @vidya/api --include-workspace-root=false \
  && npm cache clean --force

# 3. What runs: the bundles, the migrations, the built web app and those dependencies.
FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=production-dependencies --chown=root:root /app/node_modules node_modules
COPY --chown=root:root apps/api/package.json apps/api/
COPY --from=build --chown=root:root /app/apps/api/dist apps/api/dist
COPY --from=build --chown=root:root /app/apps/api/drizzle apps/api/drizzle
COPY --from=build --chown=root:root /app/apps/web/dist apps/web/dist
# The image's own files stay root's and read-only to the app; it writes only to DATA_DIR.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness (decision 005): 200 while the process and its database are up.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node is PID 1 and handles SIGTERM itself: readiness turns 503 and requests in flight finish.
STOPSIGNAL SIGTERM
CMD ["node", "apps/api/dist/server.js"]
