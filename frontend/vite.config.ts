import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';
const apiProxy = { '/api': { target: apiOrigin, changeOrigin: false } };

export default defineConfig({
  // Brotli and gzip copies made once at build time; the API serves whichever the browser accepts
  // (docs/web-app-delivery.md). Source maps stay uncompressed: only developers fetch them.
  plugins: [react(), compression({ exclude: /\.map$/, threshold: 1024, logLevel: 'silent' })],
  resolve: {
    // One contract module by its name (`@teewatch/contracts/access`) is what a page loads late;
    // the package name alone is every contract (docs/web-app-delivery.md, "Contracts load late").
    alias: [
      {
        find: /^@teewatch\/contracts$/,
        replacement: fileURLToPath(new URL('../backend/contracts/src/index.ts', import.meta.url)),
      },
      {
        find: /^@teewatch\/contracts\/(.+)$/,
        replacement: fileURLToPath(new URL('../backend/contracts/src/$1.ts', import.meta.url)),
      },
    ],
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Read by the bundle budget check (scripts/check-bundle-budget.mjs) to follow each route's
    // initial imports. No hand-made chunk groups: the import graph decides what a route loads.
    manifest: true,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Vitest leaves a core to itself by default, which on a two-core machine runs one test file
    // at a time; the main process has little to do, so every core runs test files.
    maxWorkers: availableParallelism(),
    // One worker runs many files instead of starting jsdom and MUI afresh per file: a third of
    // the time. What a file could leave behind is reset after every test in src/test/setup.ts
    // (rendered trees, network handlers, localStorage, the language); the suite passes in
    // shuffled file order (`npx vitest run --sequence.shuffle.files`).
    isolate: false,
  },
});
