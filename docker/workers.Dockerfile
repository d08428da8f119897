# TeeWatch workers (no HTTP). WORKER_ROLES picks the roles this container runs, comma-separated:
# scanner, notifier, relay.
# Build context: the repository root, e.g. `docker build -f docker/workers.Dockerfile .`

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
# The workers run the backend's services, so they need its code and dependencies too.
RUN npm install --omit=dev --ignore-scripts --no-audit --no-fund \
      -w @teewatch/workers -w @teewatch/backend -w @teewatch/contracts \
  && npm cache clean --force
COPY --from=build /app/backend/contracts/dist backend/contracts/dist
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/workers/dist workers/dist
COPY --from=build /app/data/course-catalogue.json data/course-catalogue.json
ENV WORKER_ROLES=scanner,notifier,relay
USER node
CMD ["node", "workers/dist/main.js"]
