import { API } from '@seaside/contract';
import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../../test/test-app.js';

/** GET /api/date/public-list follows the admin's locks. */
describe('public locked dates', () => {
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
});
