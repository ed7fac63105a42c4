import { API, MESSAGES } from '@seaside/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, lockedDates } from '../../db/schema.js';
import { useAdminTestApp } from '../../test/test-app.js';
import { isDateLocked, lockedDatesFrom } from './dates.repository.js';

describe('admin locked dates', () => {
  // Today at the venue is 2026-06-15.
  const { t, auth } = useAdminTestApp();
  beforeEach(async () => {
    await t.database.db.delete(lockedDates);
    await t.database.db.delete(auditLog);
  });

  const listDates = (query: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: API.date.list, query, headers: auth });
  const lock = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: API.date.lock, payload: body, headers: auth });
  const unlock = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: API.date.delete, payload: body, headers: auth });

  it('starts empty', async () => {
    const res = await listDates();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ lockedDates: [], totalPages: 0, total: 0 });
  });

  it('locks dates and lists them ascending, 5 per page with skip/limit and totalPages', async () => {
    const dates = ['2026-09-01', '2026-06-15', '2026-07-04', '2026-12-24', '2026-06-20', '2027-01-01', '2026-08-08'];
    for (const lockedDate of dates) {
      const res = await lock({ lockedDate, mobileNumber: '07000000000' });
      expect(res.statusCode, lockedDate).toBe(200);
      expect(res.json()).toEqual({ message: MESSAGES.dates.added });
    }
    const sorted = [...dates].sort();
    const first = await listDates({ skip: '0', limit: '5', mobileNumber: '07700900123' });
    expect(first.json()).toEqual({ lockedDates: sorted.slice(0, 5), totalPages: 2, total: 7 });
    const second = await listDates({ skip: '5', limit: '5' });
    expect(second.json()).toEqual({ lockedDates: sorted.slice(5), totalPages: 2, total: 7 });
    // The default page is the first 5.
    expect((await listDates()).json().lockedDates).toEqual(sorted.slice(0, 5));
  });

  it('leaves past locks out of the admin table (they no longer affect anything)', async () => {
    await t.database.db.insert(lockedDates).values([{ date: '2026-06-14' }, { date: '2026-01-01' }]);
    expect((await lock({ lockedDate: '2026-06-16' })).statusCode).toBe(200);
    expect((await listDates()).json()).toEqual({ lockedDates: ['2026-06-16'], totalPages: 1, total: 1 });
  });

  it('refuses a past date or an already locked one with a message', async () => {
    const past = await lock({ lockedDate: '2026-06-14' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ message: MESSAGES.dates.past, errors: { lockedDate: MESSAGES.dates.past } });

    expect((await lock({ lockedDate: '2026-07-01' })).statusCode).toBe(200);
    const again = await lock({ lockedDate: '2026-07-01' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.dates.alreadyLocked);

    for (const lockedDate of ['2026-02-30', 'tomorrow', '', undefined, 20260701]) {
      expect((await lock({ lockedDate })).statusCode, String(lockedDate)).toBe(400);
    }
    expect((await listDates()).json().total).toBe(1);
  });

  it('accepts a date sent as a full ISO date-time (the picker may send one)', async () => {
    expect((await lock({ lockedDate: '2026-07-02T00:00:00.000Z' })).statusCode).toBe(200);
    expect(await isDateLocked(t.database.db, '2026-07-02')).toBe(true);
  });

  it('locks a date once even when two admins add it at the same moment', async () => {
    const results = await Promise.all([lock({ lockedDate: '2026-07-03' }), lock({ lockedDate: '2026-07-03' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await t.database.db.select().from(auditLog)).toHaveLength(1);
  });

  it('unlocks a date; an unlocked date answers 404', async () => {
    await lock({ lockedDate: '2026-07-05' });
    await lock({ lockedDate: '2026-07-06' });
    const res = await unlock({ date: '2026-07-05', mobileNumber: '07700900123' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.dates.deleted });
    expect(await lockedDatesFrom(t.database.db, '2026-06-15')).toEqual(['2026-07-06']);

    const again = await unlock({ date: '2026-07-05' });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(MESSAGES.dates.notLocked);
    expect((await unlock({ date: 'x' })).statusCode).toBe(400);
    expect((await unlock({})).statusCode).toBe(400);
  });

  it('writes who locked and unlocked what, and when, in the audit log', async () => {
    await lock({ lockedDate: '2026-07-07' });
    await unlock({ date: '2026-07-07' });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, '2026-07-07'))
      .orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual(['date.lock', 'date.unlock']);
    expect(entries[0]).toMatchObject({ entityType: 'locked_date', actorLabel: '07700900123', after: { locked: true } });
    expect(entries[0]?.actorId).toBeTruthy();
    expect(entries[0]?.createdAt.toISOString()).toBe(t.clock.now().toISOString());
    // The lock it removed names its admin as staff know them, by mobile number.
    expect(entries[1]).toMatchObject({ before: { locked: true, lockedBy: '07700900123' }, after: { locked: false } });
  });
});
