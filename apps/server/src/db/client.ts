import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The one database type repositories use; the same on PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either, so a service can run several of them in one transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Resolves when the database answers; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The node-postgres pool, when on PostgreSQL (LISTEN/NOTIFY needs its own client). */
  pool?: pg.Pool;
  /** The embedded instance, when on PGlite. */
  pglite?: PGlite;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
const MIGRATION_LOCK_ID = 7_263_001;

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** Directory for PGlite files; `memory://` keeps it in memory (tests). */
  dataDir: string;
  onPoolError?: (error: Error) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onPoolError);
  return openPglite(options.dataDir);
}

/**
 * The connections of the batched hot statements (`batchStatementRows`), apart from the pool of every
 * other query, because they plan once: PostgreSQL would otherwise plan a prepared statement again
 * at each execution whenever it guesses a plan for the given array lengths beats the general one,
 * as it always does for these, and planning a batch statement cost more than running it. Their
 * plans do not depend on the values (index lookups by key), while the other queries' can (the
 * admin list's filters), so those keep the default.
 */
const batchStatementPools = new WeakMap<pg.Pool, pg.Pool>();
/** Enough for the batchers' statements in flight (chat 2, checkout 4, plus the conflict checks and counts beside them). */
const BATCH_STATEMENT_CONNECTIONS = 8;

/**
 * How long a pool keeps an unused connection (node-postgres closes them after 10 s by default).
 * Players send in bursts with quiet spells between; at 10 s, each burst began by opening new
 * connections: a new backend process with cold caches, every batch statement prepared and planned
 * again, and node-postgres's code compiled again for the new clients. A quiet night still frees them.
 */
const IDLE_CONNECTION_MS = 10 * 60_000;

/** What both pools share: how long to wait for a connection, and how long to keep an unused one. */
const POOL_TIMEOUTS = { connectionTimeoutMillis: 5000, idleTimeoutMillis: IDLE_CONNECTION_MS } as const;

/** A connection string's settings plus one more startup option (node-postgres prefers the string's own `options`). */
function withStartupOption(url: string, option: string): { connectionString: string; options: string } {
  const parsed = new URL(url);
  const own = parsed.searchParams.get('options');
  parsed.searchParams.delete('options');
  return { connectionString: parsed.toString(), options: own ? `${own} ${option}` : option };
}

async function openPostgres(url: string, onPoolError?: (error: Error) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, ...POOL_TIMEOUTS });
  const batchPool = new pg.Pool({
    ...withStartupOption(url, '-c plan_cache_mode=force_generic_plan'),
    max: BATCH_STATEMENT_CONNECTIONS,
    ...POOL_TIMEOUTS,
  });
  batchStatementPools.set(pool, batchPool);
  // An idle client dying (database restart) must not crash the process.
  for (const each of [pool, batchPool]) each.on('error', (error) => onPoolError?.(error));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    pool,
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      await Promise.all([pool.end(), batchPool.end()]);
    },
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    location = path.join(dataDir, 'pgdata');
    mkdirSync(location, { recursive: true });
  }
  const client = new PGlite(location);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/**
 * Applies the committed migrations (a test passes a folder holding only the first few, to test a
 * later one on data written before it). On PostgreSQL an advisory lock lets several instances
 * start at once.
 */
export async function runMigrations(database: Database, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  const pool = database.pool as pg.Pool;
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(pool) as never, { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockClient.release();
  }
}

/** Rows of a raw SQL query; the result shape is the same on PGlite and node-postgres. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A statement whose text never changes: its values are parameters (a batch as one JSON document). */
export interface BatchStatement {
  /** Its name on each connection that has prepared it. */
  readonly name: string;
  readonly text: string;
}

/**
 * Rows of a batch statement, prepared once per connection under its name and planned once on
 * PostgreSQL (on the batch statements' own connections, above): the batched hot writes would
 * otherwise be parsed and planned again on every batch. Values come as node-postgres parses
 * them. On PGlite, a plain query with the same parameters.
 */
export async function batchStatementRows<T>(db: Db, statement: BatchStatement, values: unknown[]): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const pool = batchStatementPools.get(client) ?? client;
    const result = await pool.query<T & pg.QueryResultRow>({ name: statement.name, text: statement.text, values });
    return result.rows;
  }
  const result = await (client as PGlite).query<T>(statement.text, values);
  return result.rows;
}

export { sql };
