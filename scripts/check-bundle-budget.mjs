// Bundle budget check (part of `npm test`, after the build): what each page of the web app loads
// before it can show anything, in bytes over the wire (the brotli copies the server sends), against
// its budget in frontend/bundle-budgets.json. Fails when a page grows past its budget or has none.
// How pages are split and why: docs/web-app-delivery.md.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'frontend', 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const budgets = JSON.parse(
  readFileSync(path.join(root, 'frontend', 'bundle-budgets.json'), 'utf8'),
);

/** A chunk and every chunk it imports statically: what the browser fetches before running it. */
function withImports(key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) withImports(imported, into);
  return into;
}
const overTheWire = (file) => {
  const full = path.join(dist, file);
  return existsSync(`${full}.br`) ? statSync(`${full}.br`).size : statSync(full).size;
};

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
// The gate shows alone; every other page is the app shell around its route.
const pages = { gate: ['src/features/access/components/AccessGate.tsx'] };
for (const key of Object.keys(manifest)) {
  const route = key.match(/^src\/app\/routes\/(\w+)Route\.tsx$/)?.[1];
  if (route) pages[route] = ['src/app/AppShell.tsx', key];
}

const rows = Object.entries(pages).map(([page, keys]) => {
  const chunks = keys.reduce((all, key) => withImports(key, all), withImports(entry));
  const bytes = [...chunks].reduce((sum, key) => sum + overTheWire(manifest[key].file), 0);
  return { page, kb: bytes / 1000, budget: budgets[page] };
});
let failed = false;
console.log('Initial JavaScript per page (brotli, kB) against its budget:');
for (const { page, kb, budget } of rows.sort((a, b) => a.page.localeCompare(b.page))) {
  const verdict = budget === undefined ? 'NO BUDGET' : kb > budget ? 'OVER' : 'ok';
  if (verdict !== 'ok') failed = true;
  console.log(`  ${page.padEnd(18)} ${kb.toFixed(1).padStart(6)} / ${budget ?? '-'}  ${verdict}`);
}
if (failed) {
  console.error(
    'A page is over its JavaScript budget or has none (frontend/bundle-budgets.json): split what it does not need at first into a lazy chunk.',
  );
  process.exit(1);
}
