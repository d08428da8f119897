# TeeWatch API (NestJS on Fastify), serving the built web app on the same origin.
# The same image runs database migrations: `node backend/dist/db/migrate.js`.
# Build context: the repository root, e.g. `docker build -f docker/api.Dockerfile .`

# The build stage is the same in every TeeWatch Dockerfile, so the images share its cache.
FROM node:24 AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY backend/contracts/package.json backend/contracts/
COPY workers/package.json workers/
COPY frontend/package.json frontend/
COPY sandbox/package.json sandbox/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-slim
ENV NODE_ENV=production
WORKDIR /app
# npm resolves workspaces from every package.json, so all of them are copied.
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/backend/contracts/package.json backend/contracts/
COPY --from=build /app/workers/package.json workers/
COPY --from=build /app/frontend/package.json frontend/
COPY --from=build /app/sandbox/package.json sandbox/
RUN npm install --omit=dev --ignore-scripts --no-audit --no-fund \
      -w @teewatch/backend -w @teewatch/contracts \
  && npm cache clean --force
COPY --from=build /app/backend/contracts/dist backend/contracts/dist
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/backend/drizzle backend/drizzle
COPY --from=build /app/data/course-catalogue.json data/course-catalogue.json
COPY --from=build /app/frontend/dist frontend/dist
ENV HOST=0.0.0.0 \
    PORT=3000 \
    WEB_DIST_DIR=/app/frontend/dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "backend/dist/main.js"]
