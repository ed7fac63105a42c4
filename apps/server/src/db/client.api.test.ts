import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.js';
import { type Database, openDatabase, preparedRows, queryRows, sql } from './client.js';

const settings = sql`select current_setting('plan_cache_mode') as plan_cache_mode, current_setting('work_mem') as work_mem`;
type Settings = { plan_cache_mode: string; work_mem: string };

/**
 * The batched hot statements are planned once per connection on PostgreSQL (a plan for every
 * execution cost more than the execution), while every other query keeps PostgreSQL's choice.
 */
describe('database client: batch statements', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('runs a batch statement and a plain query alike', async () => {
    const [row] = await preparedRows<{ n: number }>(database.db, 'batch_statement_sum', sql`select ${2}::int + 3 as n`);
    expect(row?.n).toBe(5);
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'plans batch statements once, other queries as PostgreSQL chooses, and keeps the URL options',
    async () => {
      const url = new URL(database.pool?.options.connectionString as string);
      url.searchParams.set('options', '-c work_mem=9MB');
      const withOptions = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
      try {
        const [batch] = await preparedRows<Settings>(withOptions.db, 'batch_statement_settings', settings);
        const [plain] = await queryRows<Settings>(withOptions.db, settings);
        expect(batch).toEqual({ plan_cache_mode: 'force_generic_plan', work_mem: '9MB' });
        expect(plain).toEqual({ plan_cache_mode: 'auto', work_mem: '9MB' });
      } finally {
        await withOptions.close();
      }
    },
  );
});
