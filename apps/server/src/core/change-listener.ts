import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database } from '../db/client.js';

export interface ChangeListenerOptions {
  /** First reconnect delay; doubles up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** How often the listening connection is checked (a silently dead socket is replaced). */
  pingMs?: number;
}

/** What keeps a copy of the database in memory and must hear when the original changes. */
export interface ChangeSubscriber {
  /** A notification on the subscribed channel, with its payload. */
  changed(payload: string): void;
  /**
   * The listening connection was lost or has just been (re)opened: whatever changed meanwhile
   * was not announced, so the copy must be dropped. Also tells whether announcements now arrive.
   */
  reset(listening: boolean): void;
}

/**
 * Keeps the in-memory copies of this process (message configs, player bookings) consistent with
 * the other processes on one PostgreSQL: a dedicated connection LISTENs on the subscribers'
 * channels, and the database announces changes with NOTIFY when they commit. When the
 * connection drops it is replaced (with backoff) and every subscriber is reset, since
 * notifications may have been missed meanwhile. On PGlite (one process) there is nothing to
 * listen to: the subscribers are never told they are listening.
 */
export class ChangeListener {
  private client: pg.PoolClient | undefined;
  private stopped = true;
  private retryTimer: NodeJS.Timeout | undefined;
  private pingTimer: NodeJS.Timeout | undefined;
  private failures = 0;
  private connecting: Promise<void> | undefined;
  private readonly subscribers = new Map<string, ChangeSubscriber[]>();
  private readonly backoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly pingMs: number;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    options: ChangeListenerOptions = {},
  ) {
    this.backoffMs = options.backoffMs ?? 500;
    this.maxBackoffMs = options.maxBackoffMs ?? 30_000;
    this.pingMs = options.pingMs ?? 30_000;
  }

  /** Subscribes to a channel (a plain identifier); before `start`. */
  subscribe(channel: string, subscriber: ChangeSubscriber): void {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
    this.subscribers.set(channel, [...(this.subscribers.get(channel) ?? []), subscriber]);
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
    this.resetAll();
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
        for (const subscriber of this.subscribers.get(message.channel) ?? []) subscriber.changed(message.payload ?? '');
      });
      current.on('error', (error) => this.lost(current, error));
      current.on('end', () => this.lost(current, new Error('listener connection ended')));
      for (const channel of this.subscribers.keys()) await current.query(`listen ${channel}`);
      if (this.stopped) {
        current.release(true);
        return;
      }
      this.client = current;
      this.failures = 0;
      // Whatever changed while no one was listening is picked up by the next read.
      this.resetAll();
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => this.ping(), this.pingMs);
      this.pingTimer.unref();
    } catch (error) {
      if (client) client.release(error as Error);
      this.scheduleReconnect(error);
    }
  }

  private resetAll(): void {
    for (const list of this.subscribers.values()) for (const subscriber of list) subscriber.reset(this.listening);
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
    this.resetAll();
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
    this.log.warn({ err: error, retryInMs: delay }, 'change listener lost; reconnecting');
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.connect(), delay);
    this.retryTimer.unref();
  }
}
