import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';
import { sleep } from './servers.js';

const run = promisify(execFile);

/** A fresh database on the server of `serverUrl` for this run; dropped by `drop()`. */
export class RunDatabase {
  readonly name = `seaside_resilience_${randomBytes(5).toString('hex')}`;
  readonly url: string;

  constructor(private readonly serverUrl: string) {
    const url = new URL(serverUrl);
    url.pathname = `/${this.name}`;
    this.url = url.toString();
  }

  async create(): Promise<void> {
    await withClient(this.serverUrl, (c) => c.query(`create database ${this.name}`));
  }

  async drop(): Promise<void> {
    await withClient(this.serverUrl, (c) => c.query(`drop database if exists ${this.name} with (force)`));
  }

  /** One query on a fresh connection (survives a database restart between calls). */
  async query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
    return withClient(this.url, async (c) => (await c.query<T>(text, values)).rows);
  }
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The local cluster managed by Debian's pg_ctlcluster (`/etc/postgresql/<version>/<name>`,
 * `main` unless RESILIENCE_PG_CLUSTER names another one on the same machine).
 */
export class LocalCluster {
  readonly version: string;

  constructor(
    private readonly serverUrl: string,
    readonly name = 'main',
  ) {
    const versions = readdirSync('/etc/postgresql').sort();
    const version = versions.at(-1);
    if (!version) throw new Error('no PostgreSQL cluster under /etc/postgresql');
    this.version = version;
  }

  private ctl(action: 'restart' | 'start' | 'status') {
    return run('pg_ctlcluster', ['--skip-systemctl-redirect', this.version, this.name, action], { timeout: 120_000 });
  }

  /** Restarts the server (fast shutdown: open connections are cut). */
  async restart(): Promise<void> {
    await this.ctl('restart');
  }

  async accepting(): Promise<boolean> {
    try {
      await withClient(this.serverUrl, (c) => c.query('select 1'));
      return true;
    } catch {
      return false;
    }
  }

  /** Whatever happened, leave PostgreSQL running and accepting connections. */
  async ensureRunning(timeoutMs = 60_000): Promise<void> {
    if (await this.accepting()) return;
    await this.ctl('status').catch(async () => {
      await this.ctl('start').catch((error: unknown) => console.error(`pg_ctlcluster start failed: ${error}`));
    });
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await this.accepting()) return;
      await sleep(500);
    }
    throw new Error('PostgreSQL is not accepting connections');
  }
}
