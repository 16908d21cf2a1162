# Production image, in two stages. The build stage has every dependency and compiles the
# client (Vite) and the server (esbuild, scripts/build-server.mjs) to plain JavaScript; the
# runtime stage holds only the production dependencies of the server and shared packages,
# the compiled server (with its SQL migrations) and the built client, and runs them with
# plain node as the unprivileged `node` user. Node.js 24 is the current LTS line.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund --include=dev
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
# The client's package.json is only there for npm ci to match the lock file: its
# dependencies are not installed (the client is served built).
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --omit=dev --no-audit --no-fund --workspace server --workspace shared && npm cache clean --force
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist
# DATA_DIR (./data by default: the embedded database, the generated JWT secret, the mail
# outbox) must be writable by the user the server runs as.
RUN mkdir -p data && chown node:node data
USER node
# TRUST_PROXY is not set here: behind a balancer, name its addresses or CIDR range
# (docker-compose.yml does); a hop count on every interface would let anyone who reaches the
# container directly forge X-Forwarded-For, and production warns about it at boot.
ENV PORT=3000 HOST=0.0.0.0
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD node -e "fetch('http://127.0.0.1:3000/api/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# Operator commands in the image: node server/dist/create-admin.js --email you@example.com
# and node server/dist/seed.js. SIGTERM drains and exits within SHUTDOWN_GRACE_MS (10 s).
CMD ["node", "server/dist/main.js"]
