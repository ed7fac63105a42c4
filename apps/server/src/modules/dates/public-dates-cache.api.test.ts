import { API } from '@seaside/contract';
import { describe, expect, it } from 'vitest';
import { lockedDates } from '../../db/schema.js';
import { useAdminTestApp } from '../../test/test-app.js';
import { PublicDatesCache } from './public-dates-cache.js';

/** The one-second cache of GET /api/date/public-list (docs/performance.md). */
describe('public locked dates cache', () => {
  const { t, auth } = useAdminTestApp();

  const publicList = async () => {
    const res = await t.app.inject({ method: 'GET', url: API.date.publicList });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    return res.json().lockedDates as string[];
  };

  it('shows a lock or unlock made through the API at once', async () => {
    expect(await publicList()).toEqual([]);
    const lock = await t.app.inject({
      method: 'POST',
      url: API.date.lock,
      payload: { lockedDate: '2026-07-04', mobileNumber: '07000000000' },
      headers: auth,
    });
    expect(lock.statusCode).toBe(200);
    expect(await publicList()).toEqual(['2026-07-04']);
    const unlock = await t.app.inject({
      method: 'PATCH',
      url: API.date.delete,
      payload: { date: '2026-07-04', mobileNumber: '07000000000' },
      headers: auth,
    });
    expect(unlock.statusCode).toBe(200);
    expect(await publicList()).toEqual([]);
  });

  it('reads the database at most once per period and day; another writer shows after the period', async () => {
    const cache = new PublicDatesCache(t.database.db, 200);
    const first = JSON.parse((await cache.body('2026-06-15')).toString());
    await t.database.db.insert(lockedDates).values({ date: '2026-08-08' });
    // Within the period: the same answer (a lock made by another process is not seen yet).
    expect(JSON.parse((await cache.body('2026-06-15')).toString())).toEqual(first);
    // Another day is another answer.
    expect(JSON.parse((await cache.body('2026-06-16')).toString()).lockedDates).toContain('2026-08-08');
    await new Promise((r) => setTimeout(r, 250));
    expect(JSON.parse((await cache.body('2026-06-15')).toString()).lockedDates).toContain('2026-08-08');
  });
});
