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
  },
});
