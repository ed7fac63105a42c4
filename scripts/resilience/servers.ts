import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const MAIN = path.join(ROOT, 'apps/server/dist/main.js');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A free TCP port on loopback, preferring the range given (3700-3799 for this run). */
export async function freePort(from: number, to: number, taken: Set<number>): Promise<number> {
  for (let port = from; port <= to; port++) {
    if (taken.has(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${from}-${to}`);
}

/** SIGTERM to a running child process, then SIGKILL if it does not exit within `timeoutMs`. */
export async function stopChild(child: ChildProcess, timeoutMs: number): Promise<void> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}

/** One `node apps/server/dist/main.js` process. */
export class ServerProcess {
  child: ChildProcess | undefined;
  exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  starts = 0;
  readonly logFile: string;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    logDir: string,
  ) {
    this.logFile = path.join(logDir, `${name}.log`);
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number {
    return this.child?.pid ?? -1;
  }

  get alive(): boolean {
    return this.child !== undefined && this.exited === undefined;
  }

  async start(timeoutMs = 60_000): Promise<void> {
    const log = createWriteStream(this.logFile, { flags: 'a' });
    this.exited = undefined;
    this.starts++;
    const child = spawn(process.execPath, [MAIN], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    child.on('exit', (code, signal) => {
      if (this.child === child) this.exited = { code, signal };
    });
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.exited) throw new Error(`${this.name} exited at start (${JSON.stringify(this.exited)}): ${this.tail()}`);
      try {
        const res = await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(2000) });
        if (res.status === 200) return;
      } catch {
        // not listening yet
      }
      await sleep(200);
    }
    throw new Error(`${this.name} did not become healthy in ${timeoutMs} ms: ${this.tail()}`);
  }

  /** SIGKILL: no shutdown hook runs, in-flight work is simply cut. */
  kill(): void {
    this.child?.kill('SIGKILL');
  }

  /** SIGTERM, then SIGKILL if it does not exit in time. */
  async stop(timeoutMs = 12_000): Promise<void> {
    if (this.child && !this.exited) await stopChild(this.child, timeoutMs);
  }

  async waitExit(): Promise<void> {
    const child = this.child;
    if (!child || this.exited) return;
    await new Promise<void>((resolve) => child.once('exit', () => resolve()));
  }

  /** Resident set size of the process in bytes (Linux /proc). */
  rss(): number {
    const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 'NaN');
    return kb * 1024;
  }

  tail(lines = 20): string {
    try {
      return readFileSync(this.logFile, 'utf8').trim().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  }
}
