# TeeWatch web app served by `vite preview` on port 8080; its preview proxy sends /api to
# API_ORIGIN (e.g. http://api:3000). The API image also serves the same build on its own origin.
# Build context: the repository root, e.g. `docker build -f docker/frontend.Dockerfile .`

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
WORKDIR /app
# npm resolves workspaces from every package.json, so all of them are copied.
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/backend/contracts/package.json backend/contracts/
COPY --from=build /app/workers/package.json workers/
COPY --from=build /app/frontend/package.json frontend/
COPY --from=build /app/sandbox/package.json sandbox/
# Vite and its React plugin are dev dependencies of the web app, and `vite preview` loads
# vite.config.ts, so this image keeps the web app's dev dependencies (not the root's).
RUN npm install --include=dev --ignore-scripts --no-audit --no-fund -w @teewatch/frontend \
  && npm cache clean --force
COPY --from=build /app/frontend/vite.config.* frontend/
COPY --from=build /app/frontend/dist frontend/dist
# npm may hoist vite to the root or keep it in the workspace: both bin folders go on PATH.
ENV NODE_ENV=production \
    PATH=/app/frontend/node_modules/.bin:/app/node_modules/.bin:$PATH \
    API_ORIGIN=http://api:3000
# Vite writes its bundled config under the nearest node_modules when it loads vite.config.ts.
RUN mkdir -p frontend/node_modules && chown -R node:node frontend
WORKDIR /app/frontend
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["vite", "preview", "--host", "0.0.0.0", "--port", "8080", "--strictPort"]
