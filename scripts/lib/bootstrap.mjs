// Runs first under whatever Node started `npm start` / `npm test` (on a fresh clone that may be an
// old system Node): installs dependencies when missing, then re-runs the script under the pinned
// Node 24 from node_modules. Keep this file free of anything newer than Node 18.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(
  import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname),
  '../..',
);
const pinnedNode = path.join(root, 'node_modules', '.bin', 'node');

function needsInstall() {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(installed) || !existsSync(pinnedNode)) return true;
  return statSync(path.join(root, 'package-lock.json')).mtimeMs > statSync(installed).mtimeMs;
}

/** Installs if needed and returns only when running on the pinned Node; otherwise re-executes. */
export function ensureInstalledAndPinnedNode(scriptPath) {
  if (needsInstall()) {
    console.log('Installing dependencies (npm install)...');
    // `npm install` rather than `npm ci`: the registry here lacks other platforms' optional
    // binaries, so the lockfile cannot list them and `npm ci` refuses it as out of sync.
    const install = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (install.status !== 0) process.exit(install.status ?? 1);
  }
  if (process.execPath === pinnedNode || process.versions.node.split('.')[0] === '24') return;
  const again = spawnSync(pinnedNode, [scriptPath, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: `${path.dirname(pinnedNode)}${path.delimiter}${process.env.PATH}`,
    },
  });
  process.exit(again.status ?? 1);
}
