import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** API tests on embedded PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set. */
const root = path.resolve(import.meta.dirname, '..');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const extra = process.argv.slice(2);
const run = (label, env) => {
  console.log(`\n▶ API tests on ${label}`);
  execFileSync(process.execPath, [vitest, 'run', '--project', 'api', ...extra], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
};
run('PGlite (embedded)', { TEST_DB_KIND: 'pglite' });
if (process.env.TEST_DATABASE_URL)
  run(`PostgreSQL (${new URL(process.env.TEST_DATABASE_URL).host})`, { TEST_DB_KIND: 'postgres' });
else console.log('\nTEST_DATABASE_URL is not set: API tests ran on PGlite only.');
