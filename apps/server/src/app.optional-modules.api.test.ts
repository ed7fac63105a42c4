import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { API, MESSAGES } from '@seaside/contract';
import { describe, expect, it } from 'vitest';
import { redisReachable, TEST_REDIS_URL } from './test/redis.js';
import { createTestApp } from './test/test-app.js';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * A fresh process builds the app on an embedded database with `env` and prints which of the
 * optional packages it loaded (CommonJS packages land in require.cache, also when imported).
 */
async function packagesLoaded(env: Record<string, string>): Promise<string[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seaside-optional-'));
  const script = `
    import { createRequire } from 'node:module';
    import { buildApp } from './apps/server/src/app.ts';
    import { loadConfig } from './apps/server/src/config.ts';
    import { openDatabase, runMigrations } from './apps/server/src/db/client.ts';
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: ${JSON.stringify(dataDir)}, JWT_SECRET: 'x'.repeat(40), ...${JSON.stringify(env)} });
    const database = await openDatabase({ dataDir: 'memory://' });
    await runMigrations(database);
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    const loaded = Object.keys(createRequire(import.meta.url).cache).map((file) => file.match(/node_modules\\/(ioredis)\\//)?.[1]).filter(Boolean);
    await app.close();
    console.log(JSON.stringify([...new Set(loaded)]));
  `;
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { cwd: root, env: { ...process.env, NODE_ENV: 'test' } },
    );
    return JSON.parse(stdout.trim().split('\n').pop() ?? '[]');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const hasRedis = await redisReachable();

describe('optional packages', { timeout: 60_000 }, () => {
  it('does not load ioredis when REDIS_URL is unset', async () => {
    expect(await packagesLoaded({})).toEqual([]);
  });

  it.skipIf(!hasRedis)('loads the Redis rate limiter when REDIS_URL is set, and uses it', async () => {
    const t = await createTestApp({ env: { REDIS_URL: TEST_REDIS_URL } });
    try {
      expect(t.app.deps.rateLimiter.constructor.name).toBe('RedisRateLimiter');
      const login = await t.app.inject({
        method: 'POST',
        url: API.user.login,
        payload: { mobileNumber: '07700900999', password: 'not the password' },
      });
      expect(login.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('answers 503 with a retry hint while Redis cannot be reached, never a 500', async () => {
    const t = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:9' } });
    try {
      const res = await t.app.inject({ method: 'POST', url: API.access.validateCode, payload: { code: 'ABCD' } });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ message: MESSAGES.platform.internal, code: 'UNAVAILABLE' });
    } finally {
      await t.close();
    }
  });
});
