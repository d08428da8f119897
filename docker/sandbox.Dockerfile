# TeeWatch sandbox: stand-ins for the outside world (tee-sheet platforms, SES, SNS, web push,
# OIDC) for demos. Never part of a real deployment.
# Build context: the repository root, e.g. `docker build -f docker/sandbox.Dockerfile .`

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
RUN npm install --omit=dev --ignore-scripts --no-audit --no-fund -w @teewatch/sandbox \
  && npm cache clean --force
COPY --from=build /app/sandbox/dist sandbox/dist
COPY --from=build /app/data/course-catalogue.json data/course-catalogue.json
ENV SANDBOX_HOST=0.0.0.0 \
    SANDBOX_PORT=4000
USER node
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=5s --start-period=5s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.SANDBOX_PORT || 4000) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "sandbox/dist/main.js"]
