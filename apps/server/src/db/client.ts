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
  /** The node-postgres pool, when on PostgreSQL (the migration lock needs one client of its own). */
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

/** Connections each server process opens to PostgreSQL at most (docs/deployment.md). */
export const POOL_SIZE = 10;

async function openPostgres(url: string, onPoolError?: (error: Error) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, connectionTimeoutMillis: 5000 });
  // A connection dying (a database restart) must not crash the process: the pool hears it for
  // idle clients, and a checked-out client has no listener of its own, so one that dies between
  // two statements of a transaction would throw. Its next statement fails instead (the request
  // answers 503) and the pool drops it on release.
  pool.on('error', (error) => onPoolError?.(error));
  pool.on('connect', (client) => client.on('error', (error) => onPoolError?.(error)));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    pool,
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
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
 * later one on data written before it). On PostgreSQL, an advisory lock held by an open
 * transaction lets several instances start at once; a transaction-level lock also holds behind a
 * pooler in transaction mode, where a session-level one could be taken and released on two
 * different server connections.
 */
export async function runMigrations(database: Database, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  const pool = database.pool as pg.Pool;
  const lockClient = await pool.connect();
  try {
    await lockClient.query('begin');
    await lockClient.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(pool) as never, { migrationsFolder });
    await lockClient.query('commit');
  } catch (error) {
    await lockClient.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    lockClient.release();
  }
}

/** Rows of a raw SQL query; the result shape is the same on PGlite and node-postgres. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export { sql };
