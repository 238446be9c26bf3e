# syntax=docker/dockerfile:1
# Mustashar's container image. The build stage installs everything and builds the web app (Vite is a
# devDependency); the runtime stage is a production install, made with the same steps
# scripts/check-production-install.mjs proves on every CI run: the sources, the built web app copied after them,
# `npm ci --omit=dev`, `npm start`. Layout and settings: README ("Deployment") and docs/decisions/095.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund --loglevel=error
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
# OCR of photos and scans (Tesseract with Arabic, poppler's pdftoppm) and pg_dump/pg_restore for `npm run backup`.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tesseract-ocr tesseract-ocr-ara poppler-utils postgresql-client \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/data UPLOADS_DIR=/app/data/uploads
COPY . .
# After the sources, so the build is newer than them and `npm start` serves it instead of trying to rebuild.
COPY --from=build /app/apps/web/dist apps/web/dist
RUN npm ci --omit=dev --no-audit --no-fund --loglevel=error \
  && test ! -e node_modules/vite \
  && npm cache clean --force \
  && mkdir -p /app/data/uploads \
  && chown -R node:node /app/data
USER node
VOLUME ["/app/data/uploads"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["npm", "start"]
