import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

export const E2E_ADMIN = { mobileNumber: '07700900555', password: 'e2e-admin-password' };

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    chromiumPath: string | null;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Starts the built server on a free port with a temporary DATA_DIR for the whole e2e run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const hasChromium = existsSync(chromiumPath);
  if (!hasChromium) {
    const line = `Chromium not found at ${chromiumPath}: install it with "apt-get update && apt-get install -y chromium" (or set CHROMIUM_PATH).`;
    if (process.env.CI === 'true') throw new Error(line);
    console.warn(`\n${'!'.repeat(100)}\n!!! E2E TESTS SKIPPED. ${line}\n${'!'.repeat(100)}\n`);
  }
  const root = path.resolve(import.meta.dirname, '../..');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seaside-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      STRIPE_SECRET_KEY: '',
      PAYMENT_PROVIDER: 'local',
      ADMIN_MOBILE: E2E_ADMIN.mobileNumber,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // Mission briefings go out at once for bookings of today, whatever the hour of the run.
      BRIEFING_TIME: '00:00',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('chromiumPath', hasChromium ? chromiumPath : null);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
