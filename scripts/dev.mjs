import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';

/** `npm run dev`: the API with tsx watch on :3000 and Vite with hot reload on :5173 (proxying /api). */
const root = path.resolve(import.meta.dirname, '..');
execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', 'packages/contract'], {
  cwd: root,
  stdio: 'inherit',
});
const env = { ...process.env };
if (!env.ADMIN_MOBILE) Object.assign(env, { ADMIN_MOBILE: '07700900000', ADMIN_PASSWORD: 'seaside-demo' });
const children = [
  spawn(path.join(root, 'node_modules/.bin/tsx'), ['watch', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
  spawn(path.join(root, 'node_modules/.bin/vite'), [], { cwd: path.join(root, 'apps/web'), env, stdio: 'inherit' }),
];
console.log('\n  Web (hot reload): http://localhost:5173/   API: http://localhost:3000/api/docs\n');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
