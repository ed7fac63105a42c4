import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database } from '../../db/client.js';
import type { ConfigCache } from './config-cache.js';
import { CONFIG_CHANGED_CHANNEL } from './configs.repository.js';

export interface ConfigSyncOptions {
  /** First reconnect delay; doubles up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** How often the listening connection is checked (a silently dead socket is replaced). */
  pingMs?: number;
}

/**
 * Keeps the config cache of this process consistent with the others on one PostgreSQL: a
 * dedicated connection LISTENs on `seaside_config_changed` and every notification drops the
 * cached copy. When the connection drops it is replaced (with backoff) and the cache is dropped
 * too, since notifications may have been missed meanwhile. On PGlite (one process) there is
 * nothing to listen to: writers invalidate the cache directly.
 */
export class ConfigSync {
  private client: pg.PoolClient | undefined;
  private stopped = true;
  private retryTimer: NodeJS.Timeout | undefined;
  private pingTimer: NodeJS.Timeout | undefined;
  private failures = 0;
  private connecting: Promise<void> | undefined;
  private readonly backoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly pingMs: number;

  constructor(
    private readonly database: Database,
    private readonly cache: ConfigCache,
    private readonly log: FastifyBaseLogger,
    options: ConfigSyncOptions = {},
  ) {
    this.backoffMs = options.backoffMs ?? 500;
    this.maxBackoffMs = options.maxBackoffMs ?? 30_000;
    this.pingMs = options.pingMs ?? 30_000;
  }

  /** True while a listening connection is up (always false on PGlite). */
  get listening(): boolean {
    return this.client !== undefined;
  }

  async start(): Promise<void> {
    if (!this.database.pool || !this.stopped) return;
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = undefined;
    // Destroyed rather than returned: a pooled connection must not keep listening.
    client?.release(true);
  }

  private connect(): Promise<void> {
    this.connecting = this.openListener().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async openListener(): Promise<void> {
    const pool = this.database.pool;
    if (!pool || this.stopped) return;
    let client: pg.PoolClient | undefined;
    try {
      client = await pool.connect();
      const current = client;
      current.on('notification', (message) => {
        if (message.channel === CONFIG_CHANGED_CHANNEL) this.cache.invalidate();
      });
      current.on('error', (error) => this.lost(current, error));
      current.on('end', () => this.lost(current, new Error('listener connection ended')));
      await current.query(`listen ${CONFIG_CHANGED_CHANNEL}`);
      if (this.stopped) {
        current.release(true);
        return;
      }
      this.client = current;
      this.failures = 0;
      // Whatever changed while no one was listening is picked up by the next read.
      this.cache.invalidate();
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => this.ping(), this.pingMs);
      this.pingTimer.unref();
    } catch (error) {
      if (client) client.release(error as Error);
      this.scheduleReconnect(error);
    }
  }

  private ping(): void {
    const client = this.client;
    if (!client) return;
    const timeout = setTimeout(() => this.lost(client, new Error('listener ping timed out')), 10_000);
    client.query('select 1').then(
      () => clearTimeout(timeout),
      (error: Error) => {
        clearTimeout(timeout);
        this.lost(client, error);
      },
    );
  }

  private lost(client: pg.PoolClient, error: Error): void {
    if (this.client !== client) return;
    this.client = undefined;
    clearInterval(this.pingTimer);
    this.cache.invalidate();
    try {
      client.release(error);
    } catch {
      // Already released.
    }
    if (!this.stopped) this.scheduleReconnect(error);
  }

  private scheduleReconnect(error: unknown): void {
    if (this.stopped) return;
    this.failures++;
    const delay = Math.min(this.maxBackoffMs, this.backoffMs * 2 ** (this.failures - 1));
    this.log.warn({ err: error, retryInMs: delay }, 'config change listener lost; reconnecting');
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.connect(), delay);
    this.retryTimer.unref();
  }
}
