import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.js';
import { batchStatementRows, type Database, openDatabase, queryRows, sql } from './client.js';

const SETTINGS_TEXT =
  "select current_setting('plan_cache_mode') as plan_cache_mode, current_setting('work_mem') as work_mem";
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
    const statement = {
      name: 'batch_statement_sum',
      text: 'select sum(n)::int as n from jsonb_to_recordset($1::jsonb) as r(n int)',
    };
    const [row] = await batchStatementRows<{ n: number }>(database.db, statement, [
      JSON.stringify([{ n: 2 }, { n: 3 }]),
    ]);
    expect(row?.n).toBe(5);
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'plans batch statements once, other queries as PostgreSQL chooses, and keeps the URL options',
    async () => {
      const url = new URL(database.pool?.options.connectionString as string);
      url.searchParams.set('options', '-c work_mem=9MB');
      const withOptions = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
      try {
        const statement = { name: 'batch_statement_settings', text: SETTINGS_TEXT };
        const [batch] = await batchStatementRows<Settings>(withOptions.db, statement, []);
        const [plain] = await queryRows<Settings>(withOptions.db, sql.raw(SETTINGS_TEXT));
        expect(batch).toEqual({ plan_cache_mode: 'force_generic_plan', work_mem: '9MB' });
        expect(plain).toEqual({ plan_cache_mode: 'auto', work_mem: '9MB' });
      } finally {
        await withOptions.close();
      }
    },
  );
});
