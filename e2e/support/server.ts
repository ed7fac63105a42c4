import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { API } from '@seaside/contract';

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

export interface StartedServer {
  baseUrl: string;
  /** Stops the server (if it still runs) and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * Starts the built server (apps/server/dist) on a free port with its own DATA_DIR (embedded
 * database, local payments, no SMTP) and resolves once /api/health answers.
 */
export async function startServer(options: {
  dataDir: string;
  admin: { mobileNumber: string; password: string };
  env?: Record<string, string>;
}): Promise<StartedServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const root = path.resolve(import.meta.dirname, '../..');
  const server: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: options.dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      STRIPE_SECRET_KEY: '',
      PAYMENT_PROVIDER: 'local',
      ADMIN_MOBILE: options.admin.mobileNumber,
      ADMIN_PASSWORD: options.admin.password,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}${API.health}`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('server did not become healthy within 60 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { baseUrl, stop };
}
