import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.js';
import { type Database, queryRows } from './client.js';

const onPostgres = process.env.TEST_DB_KIND === 'postgres' && !!process.env.TEST_DATABASE_URL;

describe.skipIf(!onPostgres)('database client on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('survives a connection that dies between two statements of a transaction', async () => {
    const outcome = database.db.transaction(async (tx) => {
      const [row] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
      // Ended from another connection while this transaction waits between statements, as a
      // database restart does: PostgreSQL sends FATAL 57P01 to a client with no query running.
      const killer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await killer.connect();
      await killer.query('select pg_terminate_backend($1)', [row?.pid]);
      await killer.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 1`);
    });
    await expect(outcome).rejects.toThrow();
    // The pool drops the broken client and answers with a new one.
    await expect(queryRows(database.db, sql`select 1 as one`)).resolves.toEqual([{ one: 1 }]);
  });
});
