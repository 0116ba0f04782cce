# syntax=docker/dockerfile:1
# The site as one image: `next build` runs once here, and the container's start never builds
# (README, "Deployment"). Node 22: the AWS SDK's releases after January 2027 need it.

FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
ENV NEXT_TELEMETRY_DISABLED=1
COPY . .
# The build, then only what runs in production: no dev dependencies, no build cache.
RUN npx next build \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf .next/cache

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/var/lib/agency-site
WORKDIR /app
# The image's files belong to root and are read-only for the site; it writes only in DATA_DIR
# and in Next's cache folder.
COPY --from=build /app ./
RUN mkdir -p /var/lib/agency-site .next/cache \
 && chown node:node /var/lib/agency-site .next/cache
USER node
VOLUME ["/var/lib/agency-site"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Not `npm start`: that checks the sources against the build and rebuilds when they look newer.
CMD ["node", "--import", "tsx", "src/server/main.ts"]
