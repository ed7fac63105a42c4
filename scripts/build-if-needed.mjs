import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function run(command, args, cwd = root) {
  execFileSync(command, args, { cwd, stdio: 'inherit' });
}

/** Builds what is missing or older than its sources: contract and server (incremental tsc), then the web app. */
export function buildIfNeeded() {
  run(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', 'packages/contract', 'apps/server']);
  const webIndex = path.join(root, 'apps/web/dist/index.html');
  const webSources = Math.max(
    newestMtime(path.join(root, 'apps/web/src')),
    newestMtime(path.join(root, 'apps/web/index.html')),
    newestMtime(path.join(root, 'apps/web/public')),
    ...readdirSync(path.join(root, 'apps/web'))
      .filter((name) => name.endsWith('.ts'))
      .map((name) => newestMtime(path.join(root, 'apps/web', name))),
    newestMtime(path.join(root, 'packages/contract/src')),
    // An install that changed a dependency (a new MUI, say) changes what the build makes.
    newestMtime(path.join(root, 'package-lock.json')),
  );
  if (!existsSync(webIndex) || statSync(webIndex).mtimeMs < webSources) {
    console.log('Building the web app...');
    run(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      path.join(root, 'apps/web'),
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
