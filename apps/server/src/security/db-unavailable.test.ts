import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from '../core/db-errors.js';

/** A database that cannot be reached answers 503 (try again), never 500: the classifier behind it. */
describe('isDatabaseUnavailable', () => {
  const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });

  it('recognises a refused connection as node-postgres and Drizzle report it', async () => {
    // Nothing listens on port 1: a real ECONNREFUSED, wrapped the way the app sees it.
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 2000 });
    pool.on('error', () => undefined);
    const error = await drizzle(pool)
      .execute(sql`select 1`)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    await pool.end();
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a server restart', pgError('57P01', 'terminating connection due to administrator command')],
    ['a server starting up', pgError('57P03', 'the database system is starting up')],
    ['a crash', pgError('57P02', 'terminating connection because of crash of another server process')],
    ['too many connections', pgError('53300', 'sorry, too many clients already')],
    ['a connection exception (class 08)', pgError('08006', 'connection failure')],
    ['a dropped socket', new Error('Connection terminated unexpectedly')],
    ['a pool wait timeout', new Error('timeout exceeded when trying to connect')],
    ['a broken client', new Error('Client has encountered a connection error and is not queryable')],
    [
      'a wrapped cause',
      new Error('Failed query: select 1', {
        cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      }),
    ],
  ])('says yes for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value violates unique constraint "x"')],
    ['a syntax error', pgError('42601', 'syntax error at or near "selec"')],
    ['a bad value', pgError('22P02', 'invalid input syntax for type uuid: "x"')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
    ['a string', 'Connection'],
  ])('says no for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('leaves the unique-violation helper as it was', () => {
    expect(isUniqueViolation(pgError('23505', 'dup'))).toBe(true);
  });
});
