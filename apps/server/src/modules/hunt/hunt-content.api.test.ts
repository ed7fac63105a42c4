import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageConfigs, questions } from '../../db/schema.js';
import { useAdminTestApp } from '../../test/test-app.js';
import { readContentVersion } from './hunt.repository.js';
import { PlayedContentCache } from './hunt-content.js';

const onPostgres = process.env.TEST_DB_KIND === 'postgres' && !!process.env.TEST_DATABASE_URL;

describe('the content version and the played-content cache', () => {
  const { t } = useAdminTestApp();
  const version = () => readContentVersion(t.database.db);
  const firstQuestion = async () => {
    const [row] = await t.database.db.select().from(questions).limit(1);
    if (!row) throw new Error('no clues seeded');
    return row;
  };

  it('moves with every committed change to the clues or the texts, whoever makes it', async () => {
    const { db } = t.database;
    const q = await firstQuestion();
    let before = await version();
    await db.update(questions).set({ clue: 'Edited straight in the database.' }).where(eq(questions.id, q.id));
    expect(await version()).toBeGreaterThan(before);

    before = await version();
    await db.update(messageConfigs).set({ value: 'Hello again' }).where(eq(messageConfigs.key, 'introMsg'));
    expect(await version()).toBeGreaterThan(before);

    before = await version();
    const [added] = await db
      .insert(questions)
      .values({ clue: 'c', trivia: 't', answers: ['a'], sequence: 99 })
      .returning({ id: questions.id });
    expect(await version()).toBeGreaterThan(before);

    before = await version();
    await db.delete(questions).where(eq(questions.id, added?.id ?? ''));
    expect(await version()).toBeGreaterThan(before);
  });

  it('stays where it was when the change is rolled back', async () => {
    const before = await version();
    const q = await firstQuestion();
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.update(questions).set({ clue: 'Never kept.' }).where(eq(questions.id, q.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await version()).toBe(before);
  });

  it('gives the same copy while the version stands, and reads the content again once it moves', async () => {
    const cache = new PlayedContentCache(t.app.services.configs);
    const first = await cache.current(t.database.db);
    expect(await cache.current(t.database.db)).toBe(first);

    const q = await firstQuestion();
    await t.database.db.update(questions).set({ clue: 'The gull on the pier.' }).where(eq(questions.id, q.id));
    const next = await cache.current(t.database.db);
    expect(next).not.toBe(first);
    expect(next.questions.find((question) => question.id === q.id)?.clue).toBe('The gull on the pier.');
  });

  it('hands out a copy nothing can change, so one step never alters what the others play', async () => {
    const content = await new PlayedContentCache(t.app.services.configs).current(t.database.db);
    const [question] = content.questions;
    if (!question) throw new Error('no clues seeded');
    expect(() => (content.questions as unknown[]).push({})).toThrow(TypeError);
    expect(() => Object.assign(question, { clue: 'changed' })).toThrow(TypeError);
    expect(() => (question.answers as string[]).push('x')).toThrow(TypeError);
    expect(() => Object.assign(content.configs, { introMsg: 'changed' })).toThrow(TypeError);
  });
});

describe.skipIf(!onPostgres)('concurrent edits of the clues and texts (PostgreSQL)', () => {
  const { t } = useAdminTestApp();

  it('never deadlock on the version: each takes it at its commit, after its row locks', async () => {
    const pool = t.database.pool;
    if (!pool) throw new Error('no pool');
    const ids = (await pool.query<{ id: string }>('select id from questions order by sequence limit 2')).rows;
    const [a, b] = ids.map((r) => r.id);
    const before = (await pool.query('select version from hunt_content_version')).rows[0].version as number;
    const one = await pool.connect();
    const two = await pool.connect();
    try {
      await one.query('begin');
      await two.query('begin');
      await one.query(`update questions set clue = 'one' where id = $1`, [a]);
      await two.query(`update questions set clue = 'two' where id = $1`, [b]);
      // `one` now waits for `two`'s row; `two` commits (taking the version row) and `one` follows.
      const oneWaits = one.query(`update questions set hint = 'one' where id = $1`, [b]);
      await two.query('commit');
      await oneWaits;
      await one.query('commit');
    } finally {
      one.release();
      two.release();
    }
    const after = (await pool.query('select version from hunt_content_version')).rows[0].version as number;
    expect(after - before).toBe(3);
  });
});
