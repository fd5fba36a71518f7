# The storefront as a container: multi-stage, runs as the non-root `node` user,
# on Node 24 (LTS until 2028-04-30), the line the project brings with it
# (docs/decisions/0019). No container daemon runs on the project's machines:
# its steps are run by hand there (docs/deploy.md, A container).
# Build: docker build -t storefront .
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
# The image's own Node 24 runs the server: the runtime package npm installs
# beside the dependencies (node-linux-*, about 120 MB) is left out of it.
RUN npm ci --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/node-linux-* node_modules/.bin/node

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=8080
# The V8 heap for a 640 MiB container (half its memory; docs/deploy.md): run it
# with `--memory 640m`, or set NODE_OPTIONS to half of another limit.
ENV NODE_OPTIONS=--max-old-space-size=320
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
# The embedded fixture shop's data, for a demo without SHOP_API_URL.
COPY fixtures ./fixtures
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains: in-flight requests finish within SHOP_SHUTDOWN_GRACE_MS.
STOPSIGNAL SIGTERM
CMD ["node", "dist/serve-node.js"]
