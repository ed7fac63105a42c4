import { API } from '@seaside/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { messageConfigs } from '../../db/schema.js';
import { useTwoInstances } from '../../test/test-app.js';

const onPostgres = process.env.TEST_DB_KIND === 'postgres' && !!process.env.TEST_DATABASE_URL;

/** Polls `read` until it returns `expected` (or fails after `ms`). */
async function eventually<T>(read: () => Promise<T>, expected: T, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value === expected) return;
    if (Date.now() > deadline) expect(value).toBe(expected);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Two server processes on one PostgreSQL: a change through one reaches the other's config cache. */
describe.skipIf(!onPostgres)('config cache across two app instances on one PostgreSQL', () => {
  const { t, auth, second } = useTwoInstances();

  /** Backends of this database that are listening (their last statement was LISTEN or the ping). */
  const listenerPids = async () =>
    (
      await queryRows<{ pid: number }>(
        t.database.db,
        sql`select pid from pg_stat_activity
             where datname = current_database() and pid <> pg_backend_pid()
               and (query ilike 'listen %' or query = 'select 1')`,
      )
    ).map((r) => r.pid);

  it('an update through one app invalidates the other app’s cache', async () => {
    const original = await second.app.deps.configCache.activeValue('introMsg');
    expect(original).toContain('Welcome');
    const res = await t.app.inject({
      method: 'PUT',
      url: API.configs.update('introMsg'),
      headers: auth,
      payload: { value: 'Hello from instance one' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await eventually(() => second.app.deps.configCache.activeValue('introMsg'), 'Hello from instance one');

    const toggle = await t.app.inject({
      method: 'PUT',
      url: API.configs.update('introMsg'),
      headers: auth,
      payload: { isActive: false },
    });
    expect(toggle.statusCode).toBe(200);
    await eventually(() => second.app.deps.configCache.activeValue('introMsg'), undefined);
  });

  it('the refresh call through one app reloads the other app’s cache', async () => {
    expect(await second.app.deps.configCache.activeValue('pubName')).toBe('The Salty Siren');
    await t.database.db
      .update(messageConfigs)
      .set({ value: 'The Jolly Mermaid' })
      .where(eq(messageConfigs.key, 'pubName'));
    expect(await second.app.deps.configCache.activeValue('pubName')).toBe('The Salty Siren');
    const res = await t.app.inject({ method: 'POST', url: API.configs.refresh, headers: auth, payload: {} });
    expect(res.statusCode).toBe(200);
    await eventually(() => second.app.deps.configCache.activeValue('pubName'), 'The Jolly Mermaid');
  });

  it('keeps listening after its connection is killed', async () => {
    await eventually(async () => (await listenerPids()).length, 2);
    const killed = await listenerPids();
    await queryRows(
      t.database.db,
      sql`select pg_terminate_backend(pid) from pg_stat_activity
           where pid in (${sql.join(
             killed.map((pid) => sql`${pid}`),
             sql`, `,
           )})`,
    );
    // Both instances open a new listening connection.
    await eventually(async () => (await listenerPids()).filter((pid) => !killed.includes(pid)).length, 2);
    expect(await second.app.deps.configCache.activeValue('shopName')).toBe('The Velvet Shell');
    const res = await t.app.inject({
      method: 'PUT',
      url: API.configs.update('shopName'),
      headers: auth,
      payload: { value: 'After the reconnect' },
    });
    expect(res.statusCode).toBe(200);
    await eventually(() => second.app.deps.configCache.activeValue('shopName'), 'After the reconnect');
  });
});
