import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.js';

export const E2E_ADMIN = { mobileNumber: '07700900555', password: 'e2e-admin-password' };

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    chromiumPath: string | null;
  }
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
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seaside-e2e-'));
  const server = await startServer({
    dataDir,
    admin: E2E_ADMIN,
    // Mission briefings go out at once for bookings of today, whatever the hour of the run.
    env: { BRIEFING_TIME: '00:00' },
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('chromiumPath', hasChromium ? chromiumPath : null);

  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
