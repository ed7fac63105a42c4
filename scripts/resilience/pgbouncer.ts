import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sleep, stopChild } from './servers.js';

/** RESILIENCE_PGBOUNCER, else where Debian's `pgbouncer` package puts the binary, else one on PATH. */
export function findPgBouncer(): string | undefined {
  const given = process.env.RESILIENCE_PGBOUNCER;
  if (given) return existsSync(given) ? given : undefined;
  const dirs = ['/usr/sbin', ...(process.env.PATH ?? '').split(':')];
  return dirs.map((dir) => path.join(dir, 'pgbouncer')).find((file) => existsSync(file));
}

/** A pool of PgBouncer's `SHOW POOLS` (client and server connections of one database and user). */
export interface PoolRow {
  database: string;
  cl_active: number;
  cl_waiting: number;
  sv_active: number;
  sv_idle: number;
  sv_used: number;
  pool_mode: string;
}

/**
 * PgBouncer in transaction mode in front of one database of the PostgreSQL server of
 * `serverUrl`, with its own config in `dir`, on loopback, trusting user postgres (as the local
 * PostgreSQL does). A server connection is lent to a client for one transaction at a time, so
 * anything that needs the same connection across transactions (LISTEN, session settings,
 * session-level advisory locks, named prepared statements) breaks behind it.
 */
export class PgBouncer {
  private child: ChildProcess | undefined;
  private exited = false;
  private readonly logFile: string;

  constructor(
    private readonly binary: string,
    private readonly serverUrl: string,
    private readonly database: string,
    readonly port: number,
    private readonly dir: string,
    /** Server connections per database and user: fewer than the instances' pools together. */
    readonly poolSize = 6,
  ) {
    this.logFile = path.join(dir, 'pgbouncer.log');
  }

  /** The URL the server processes use: the same database, through PgBouncer. */
  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${this.database}`;
  }

  async start(timeoutMs = 15_000): Promise<void> {
    const server = new URL(this.serverUrl);
    mkdirSync(this.dir, { recursive: true });
    const config = path.join(this.dir, 'pgbouncer.ini');
    const authFile = path.join(this.dir, 'userlist.txt');
    writeFileSync(authFile, '"postgres" ""\n');
    writeFileSync(
      config,
      [
        '[databases]',
        `${this.database} = host=${server.hostname} port=${server.port || 5432} dbname=${this.database}`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${this.port}`,
        'unix_socket_dir =',
        'auth_type = trust',
        `auth_file = ${authFile}`,
        'admin_users = postgres',
        'pool_mode = transaction',
        `default_pool_size = ${this.poolSize}`,
        'max_client_conn = 200',
        '',
      ].join('\n'),
    );
    // PgBouncer refuses to run as root; it then runs as postgres, which must read its files.
    const asRoot = process.getuid?.() === 0;
    if (asRoot) for (const file of [this.dir, config, authFile]) chmodSync(file, file === this.dir ? 0o755 : 0o644);
    const log = createWriteStream(this.logFile, { flags: 'a' });
    const child = spawn(this.binary, [...(asRoot ? ['-u', 'postgres'] : []), config], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.exited = false;
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    child.on('exit', () => {
      this.exited = true;
    });
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.exited) throw new Error(`pgbouncer exited at start: ${this.tail()}`);
      if (await this.answers()) return;
      await sleep(200);
    }
    throw new Error(`pgbouncer did not answer within ${timeoutMs} ms: ${this.tail()}`);
  }

  private async answers(): Promise<boolean> {
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 2000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  /** `SHOW POOLS` of this database, from PgBouncer's admin console. */
  async pools(): Promise<PoolRow[]> {
    const client = new pg.Client({ host: '127.0.0.1', port: this.port, user: 'postgres', database: 'pgbouncer' });
    client.on('error', () => undefined);
    await client.connect();
    try {
      // The console speaks only the simple query protocol: no parameters.
      const { rows } = await client.query<PoolRow>('SHOW POOLS');
      return rows.filter((row) => row.database === this.database);
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  /** SIGTERM (PgBouncer's immediate shutdown), then SIGKILL if it does not exit in time. */
  async stop(timeoutMs = 5000): Promise<void> {
    if (this.child && !this.exited) await stopChild(this.child, timeoutMs);
  }

  tail(lines = 20): string {
    try {
      return readFileSync(this.logFile, 'utf8').trim().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  }
}
