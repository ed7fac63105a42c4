import { API } from '@seaside/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, bookings, dateCapacities, lockedDates } from '../../db/schema.js';
import { bookingValues } from '../../test/booking-values.js';
import { useAdminTestApp } from '../../test/test-app.js';

describe('GET /api/date/availability and fullDates (booking-lifecycle.md section 2)', () => {
  const { t } = useAdminTestApp({ env: { DAILY_CAPACITY: '10' } });
  const get = (query: string) => t.app.inject({ method: 'GET', url: `${API.date.availability}${query}` });

  it('answers each date of the range with what remains and whether it is locked, without signing in', async () => {
    await t.database.db
      .insert(bookings)
      .values([
        bookingValues({ registrationDate: '2026-06-20', teamMemberCount: 9 }),
        bookingValues({ registrationDate: '2026-06-21', teamMemberCount: 4 }),
        bookingValues({ registrationDate: '2026-06-22', teamMemberCount: 12 }),
      ]);
    await t.database.db.insert(lockedDates).values({ date: '2026-06-23' });
    const res = await get('?from=2026-06-20&to=2026-06-23');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      days: [
        { date: '2026-06-20', remaining: 1, locked: false },
        { date: '2026-06-21', remaining: 6, locked: false },
        { date: '2026-06-22', remaining: 0, locked: false },
        { date: '2026-06-23', remaining: 10, locked: true },
      ],
    });
  });

  it('lists the dates from today with fewer than 2 places left as fullDates', async () => {
    await t.database.db
      .insert(bookings)
      .values([
        bookingValues({ registrationDate: '2026-06-14', teamMemberCount: 10 }),
        bookingValues({ registrationDate: '2027-07-21', teamMemberCount: 10 }),
      ]);
    await t.database.db.insert(dateCapacities).values([
      { date: '2026-06-24', capacity: 1 },
      { date: '2026-06-25', capacity: 0 },
    ]);
    const res = await t.app.inject({ method: 'GET', url: API.date.publicList });
    expect(res.statusCode).toBe(200);
    // 2026-06-14 is past; 2027-07-21 is more than 400 days ahead.
    expect(res.json().fullDates).toEqual(['2026-06-20', '2026-06-22', '2026-06-24', '2026-06-25']);
    expect(res.json().lockedDates).toEqual(['2026-06-23']);
  });

  it('accepts a range of 62 days and refuses 63, a reversed range and missing or unreal dates with 400', async () => {
    expect((await get('?from=2026-07-01&to=2026-08-31')).json().days).toHaveLength(62);
    for (const query of ['?from=2026-07-01&to=2026-09-01', '?from=2026-07-02&to=2026-07-01']) {
      const res = await get(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Ask for at most 62 days, with "from" not after "to".',
        code: 'VALIDATION',
      });
    }
    for (const query of ['', '?from=2026-07-01', '?from=2026-02-30&to=2026-03-01', '?from=soon&to=later']) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
  });
});

describe('staff capacity API (booking-lifecycle.md section 2)', () => {
  const { t, auth } = useAdminTestApp({ env: { DAILY_CAPACITY: '60' } });
  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload }) });
  const audits = (action: string) =>
    t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);

  it('shows the default seeded from DAILY_CAPACITY and no overrides', async () => {
    const res = await call('GET', API.date.capacity);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ defaultCapacity: 60, overrides: [] });
  });

  it('changes the default (2..10000), audited', async () => {
    const res = await call('PUT', API.date.capacity, { defaultCapacity: 40 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Capacity updated successfully' });
    expect((await call('GET', API.date.capacity)).json().defaultCapacity).toBe(40);
    const [audit] = await audits('capacity.default');
    expect(audit).toMatchObject({
      entityType: 'capacity',
      actorLabel: '07700900123',
      before: { defaultCapacity: 60 },
      after: { defaultCapacity: 40 },
    });
    for (const defaultCapacity of [1, 10_001, 2.5, '40', null]) {
      const bad = await call('PUT', API.date.capacity, { defaultCapacity });
      expect(bad.statusCode, String(defaultCapacity)).toBe(400);
      expect(bad.json().message).toBe('Enter a whole number from 2 to 10000.');
    }
    expect((await call('PUT', API.date.capacity, { defaultCapacity: 2 })).statusCode).toBe(200);
    expect((await call('PUT', API.date.capacity, { defaultCapacity: 10_000 })).statusCode).toBe(200);
  });

  it('sets, lists with places taken, and removes a date’s own capacity (0..10000), audited', async () => {
    await t.database.db
      .insert(bookings)
      .values([
        bookingValues({ registrationDate: '2026-07-05', teamMemberCount: 3 }),
        bookingValues({ registrationDate: '2026-07-05', teamMemberCount: 4 }),
      ]);
    expect((await call('PUT', API.date.capacityOfDate('2026-07-05'), { capacity: 8 })).json()).toEqual({
      message: 'Capacity updated successfully',
    });
    expect((await call('PUT', API.date.capacityOfDate('2026-06-20'), { capacity: 0 })).statusCode).toBe(200);
    expect((await call('PUT', API.date.capacityOfDate('2026-07-05'), { capacity: 12 })).statusCode).toBe(200);
    const listed = await call('GET', API.date.capacity);
    expect(listed.json().overrides).toEqual([
      { date: '2026-06-20', capacity: 0, taken: 0 },
      { date: '2026-07-05', capacity: 12, taken: 7 },
    ]);
    const sets = await audits('capacity.date.set');
    expect(sets.map((a) => [a.entityId, a.before, a.after])).toEqual([
      ['2026-07-05', null, { date: '2026-07-05', capacity: 8 }],
      ['2026-06-20', null, { date: '2026-06-20', capacity: 0 }],
      ['2026-07-05', { date: '2026-07-05', capacity: 8 }, { date: '2026-07-05', capacity: 12 }],
    ]);

    const removed = await call('DELETE', API.date.capacityOfDate('2026-07-05'));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ message: 'Capacity removed successfully' });
    const [audit] = await audits('capacity.date.remove');
    expect(audit).toMatchObject({ entityId: '2026-07-05', before: { date: '2026-07-05', capacity: 12 }, after: null });
    // The Activity page's "capacity" filter finds the date's changes with the default's.
    const activity = await call('GET', `${API.audit.list}?entityType=capacity&limit=100`);
    const actions: string[] = activity.json().entries.map((e: { action: string }) => e.action);
    expect(actions.filter((action) => action.startsWith('capacity.date.'))).toEqual([
      'capacity.date.remove',
      'capacity.date.set',
      'capacity.date.set',
      'capacity.date.set',
    ]);
    const again = await call('DELETE', API.date.capacityOfDate('2026-07-05'));
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This date has no capacity of its own.');
  });

  it('refuses a capacity out of range, a past date and an unreal date with 400', async () => {
    for (const capacity of [-1, 10_001, 1.5, 'ten']) {
      const bad = await call('PUT', API.date.capacityOfDate('2026-07-06'), { capacity });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Enter a whole number from 0 to 10000.');
    }
    const past = await call('PUT', API.date.capacityOfDate('2026-06-14'), { capacity: 5 });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Capacities cannot be set for past dates.');
    expect((await call('PUT', API.date.capacityOfDate('2026-13-01'), { capacity: 5 })).statusCode).toBe(400);
    expect((await call('DELETE', API.date.capacityOfDate('tomorrow'))).statusCode).toBe(400);
  });

  it('tells staff how full one date is, also beyond its capacity', async () => {
    await t.database.db.insert(dateCapacities).values({ date: '2026-07-07', capacity: 4 });
    await t.database.db.insert(bookings).values(bookingValues({ registrationDate: '2026-07-07', teamMemberCount: 6 }));
    const res = await call('GET', API.date.capacityOfDate('2026-07-07'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ date: '2026-07-07', capacity: 4, taken: 6, remaining: 0, locked: false });
  });

  it('lets staff add a participant or move a booking beyond capacity (their decision, warned by the dialog)', async () => {
    const day = '2026-07-08';
    await t.database.db.insert(dateCapacities).values({ date: day, capacity: 2 });
    const added = await t.app.inject({
      method: 'POST',
      url: API.user.createParticipant,
      headers: auth,
      payload: {
        fullName: 'Ada Lovelace',
        email: 'ada@example.com',
        teamMemberCount: 3,
        registrationDate: day,
        bookingSource: 'PARTNER',
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    const [other] = await t.database.db
      .insert(bookings)
      .values(bookingValues({ registrationDate: '2026-07-09', teamMemberCount: 4 }))
      .returning();
    const moved = await t.app.inject({
      method: 'PATCH',
      url: API.user.update(other?.id ?? ''),
      headers: auth,
      payload: { registrationDate: day },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await call('GET', API.date.capacityOfDate(day))).json()).toMatchObject({
      capacity: 2,
      taken: 7,
      remaining: 0,
    });
  });
});
