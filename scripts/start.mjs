import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';

/**
 * `npm start`: builds what is missing, then runs the whole product (API + web) on the embedded
 * defaults. Outside production a demo admin is created unless ADMIN_MOBILE is set.
 */
const root = path.resolve(import.meta.dirname, '..');
buildIfNeeded();

const env = { ...process.env };
const demoAdmin = env.NODE_ENV !== 'production' && !env.ADMIN_MOBILE;
if (demoAdmin) {
  env.ADMIN_MOBILE = '07700900000';
  env.ADMIN_PASSWORD = 'seaside-demo';
  // A new demo database gets half a year of bookings and games, so the dashboard has figures.
  env.DEMO_SEASON ??= 'true';
}
const port = env.PORT ?? '3000';
const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
console.log(`\n  Site:         ${publicUrl}/`);
console.log(`  Admin portal: ${publicUrl}/admin/login`);
if (demoAdmin) console.log(`  Demo admin:   mobile ${env.ADMIN_MOBILE}, password ${env.ADMIN_PASSWORD}`);
console.log(`  API docs:     ${publicUrl}/api/docs\n`);

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
