import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookTeam } from '../../test/hunt-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { chatTurnsStatement } from './hunt.repository.js';
import { INITIAL_PROGRESS, progressRecord } from './hunt-engine.js';

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

  async function commitSettingAfter(completed: boolean): Promise<string> {
    const team = await bookTeam(t, '2026-06-15');
    const now = new Date();
    const { statement, values } = chatTurnsStatement(
      [
        {
          bookingId: team.id,
          progress: progressRecord({
            ...INITIAL_PROGRESS,
            state: completed ? 'completed' : 'playing',
            startedAt: now,
            completedAt: completed ? now : null,
          }),
          readVersion: 0,
          sendAllowanceAt: null,
          messages: [{ role: 'user', content: 'START', messageType: 'text' }],
          completed,
        },
      ],
      now,
    );
    const client = await t.database.pool?.connect();
    if (!client) throw new Error('no PostgreSQL pool');
    try {
      await client.query('begin');
      const saved = await client.query(statement.text, values);
      expect(saved.rows).toEqual([{ booking_id: team.id }]);
      const { rows } = await client.query("select current_setting('synchronous_commit') as setting");
      return rows[0].setting;
    } finally {
      await client.query('rollback');
      client.release();
    }
  }

  it('commits the steps of a batch where nobody finishes without waiting for the disk', async () => {
    expect(await commitSettingAfter(false)).toBe('off');
  });

  it('commits a batch where a team finishes durably', async () => {
    expect(await commitSettingAfter(true)).toBe('on');
  });
});
