import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchStatement } from '../../db/client.js';
import { bookTeam } from '../../test/hunt-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { SAVE_CHAT_TURNS, SAVE_CHAT_TURNS_WITH_COMPLETIONS } from './hunt.repository.js';

const onPostgres = process.env.TEST_DB_KIND === 'postgres' && !!process.env.TEST_DATABASE_URL;

/**
 * A chat step is committed without waiting for the WAL flush, a step that finishes the hunt
 * (the booking's completion) durably. Each statement runs in a transaction that is rolled back,
 * so the setting it leaves for its commit can be read: on PostgreSQL, whose commits the setting
 * is about (the embedded PGlite runs in the server's own process).
 */
describe.skipIf(!onPostgres)('the chat write commits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function commitSettingAfter(statement: BatchStatement, completed: boolean): Promise<string> {
    const team = await bookTeam(t, '2026-06-15');
    const change = {
      booking_id: team.id,
      state: completed ? 'completed' : 'playing',
      current_question_id: null,
      solved_question_ids: [],
      wrong_guesses: 0,
      hints_used: 0,
      started_ms: Date.now(),
      completed_ms: completed ? Date.now() : null,
      version: 1,
      send_allowance_ms: null,
      completed,
    };
    const transcript = { booking_id: team.id, messages: [{ role: 'user', content: 'START', messageType: 'text' }] };
    const client = await t.database.pool?.connect();
    if (!client) throw new Error('no PostgreSQL pool');
    try {
      await client.query('begin');
      const saved = await client.query(statement.text, [
        JSON.stringify([change]),
        JSON.stringify([transcript]),
        new Date().toISOString(),
      ]);
      expect(saved.rows).toEqual([{ booking_id: team.id }]);
      const { rows } = await client.query("select current_setting('synchronous_commit') as setting");
      return rows[0].setting;
    } finally {
      await client.query('rollback');
      client.release();
    }
  }

  it('commits the steps of a batch where nobody finishes without waiting for the disk', async () => {
    expect(await commitSettingAfter(SAVE_CHAT_TURNS, false)).toBe('off');
  });

  it('commits a batch where a team finishes durably', async () => {
    expect(await commitSettingAfter(SAVE_CHAT_TURNS_WITH_COMPLETIONS, true)).toBe('on');
  });
});
