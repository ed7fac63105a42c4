import { randomUUID } from 'node:crypto';
import { API, DATE_RANGE_MESSAGE, MESSAGES } from '@seaside/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, bookings, lockedDates, mailOutbox } from '../../db/schema.js';
import { bookingValues } from '../../test/booking-values.js';
import { useAdminTestApp } from '../../test/test-app.js';
import {
  type BookingRow,
  countLiveBookingsQuery,
  findBookingById,
  insertBooking,
  listLiveBookingsQuery,
  type NewBooking,
} from './bookings.repository.js';

describe('admin bookings', () => {
  const { t, auth } = useAdminTestApp();
  beforeEach(async () => {
    await t.database.db.delete(mailOutbox);
    await t.database.db.delete(auditLog);
    await t.database.db.delete(lockedDates);
    await t.database.db.delete(bookings);
    t.mail.delivered.length = 0;
  });

  const makeBooking = (overrides: Partial<NewBooking> = {}) => insertBooking(t.database.db, bookingValues(overrides));
  const list = (query: Record<string, string | number> = {}) =>
    t.app.inject({
      method: 'GET',
      url: API.user.list,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers: auth,
    });
  const addParticipant = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: API.user.createParticipant, payload: body, headers: auth });
  const changeDate = (id: string, registrationDate: string) =>
    t.app.inject({ method: 'PATCH', url: API.user.update(id), payload: { registrationDate }, headers: auth });
  const remove = (id: string) => t.app.inject({ method: 'DELETE', url: API.user.deleteParticipant(id), headers: auth });
  const audits = (entityId: string) =>
    t.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.id);
  const mailsOf = (bookingId: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.bookingId, bookingId)).orderBy(mailOutbox.createdAt);
  const participant = {
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    teamMemberCount: 4,
    registrationDate: '2026-07-10',
    bookingSource: 'PARTNER',
  };

  describe('GET /api/user/list', () => {
    it('pages in the database: 5 per page, newest adventure date first, then newest created', async () => {
      const made: BookingRow[] = [];
      for (let i = 0; i < 12; i++) {
        made.push(await makeBooking({ registrationDate: `2026-07-${String(10 + (i % 4)).padStart(2, '0')}` }));
      }
      const expected = [...made]
        .sort(
          (a, b) =>
            b.registrationDate.localeCompare(a.registrationDate) || b.createdAt.getTime() - a.createdAt.getTime(),
        )
        .map((b) => b.id);

      const pages = [];
      for (const page of [1, 2, 3]) {
        const res = await list({ page, limit: 5 });
        expect(res.statusCode).toBe(200);
        expect(res.json().total).toBe(12);
        pages.push(res.json().users.map((u: { _id: string }) => u._id));
      }
      expect(pages.map((p) => p.length)).toEqual([5, 5, 2]);
      expect(pages.flat()).toEqual(expected);
      const beyond = await list({ page: 4 });
      expect(beyond.json()).toEqual({ users: [], total: 12 });
    });

    it('defaults to page 1 of 5 and presents the record of the spec (no token, code when present)', async () => {
      for (let i = 0; i < 7; i++) await makeBooking();
      const withCode = await makeBooking({
        registrationDate: '2026-09-01',
        accessCode: 'A1B2',
        accessToken: 'secret-token-value',
      });
      const unpaid = await makeBooking({ registrationDate: '2026-08-01', isPaymentSuccessful: false });
      const res = await list();
      expect(res.statusCode).toBe(200);
      const { users, total } = res.json();
      expect(total).toBe(9);
      expect(users).toHaveLength(5);
      expect(users[0]).toEqual({
        _id: withCode.id,
        fullName: withCode.fullName,
        email: withCode.email,
        isPaymentSuccessful: true,
        registrationDate: '2026-09-01',
        teamMemberCount: withCode.teamMemberCount,
        accessCode: 'A1B2',
        quizStatus: 'pending',
        bookingSource: 'DIRECT',
        createdAt: withCode.createdAt.toISOString(),
        leaderboardName: null,
        leaderboardHidden: false,
        amount: 40,
        status: 'active',
        refundStatus: 'none',
        refundedAmount: 0,
        refundFailureReason: null,
      });
      expect(users[1]).toMatchObject({ _id: unpaid.id, isPaymentSuccessful: false });
      expect(users[1]).not.toHaveProperty('accessCode');
      expect(res.body).not.toContain('secret-token-value');
    });

    it('filters by quiz status and by date in the database, alone and together', async () => {
      const a = await makeBooking({ registrationDate: '2026-07-01', quizStatus: 'completed' });
      const b = await makeBooking({ registrationDate: '2026-07-01', quizStatus: 'pending' });
      const c = await makeBooking({ registrationDate: '2026-07-02', quizStatus: 'completed' });
      const d = await makeBooking({ registrationDate: '2026-07-03', quizStatus: 'pending' });
      await makeBooking({ registrationDate: '2026-07-01', quizStatus: 'completed', deletedAt: new Date() });
      const ids = async (query: Record<string, string>) => {
        const res = await list(query);
        expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
        const body = res.json();
        expect(body.total).toBe(body.users.length);
        return body.users.map((u: { _id: string }) => u._id);
      };
      expect(await ids({})).toEqual([d.id, c.id, b.id, a.id]);
      expect(await ids({ quizStatusFilter: '' })).toEqual([d.id, c.id, b.id, a.id]);
      expect(await ids({ quizStatusFilter: 'all' })).toEqual([d.id, c.id, b.id, a.id]);
      expect(await ids({ quizStatusFilter: 'completed' })).toEqual([c.id, a.id]);
      expect(await ids({ quizStatusFilter: 'pending' })).toEqual([d.id, b.id]);
      expect(await ids({ registrationDate: '2026-07-01' })).toEqual([b.id, a.id]);
      expect(await ids({ registrationDate: '2026-07-01', quizStatusFilter: 'completed' })).toEqual([a.id]);
      expect(await ids({ registrationDate: '2026-07-03', quizStatusFilter: 'completed' })).toEqual([]);
      // The total counts all matches, not just the page.
      const paged = await list({ quizStatusFilter: 'completed', limit: 1 });
      expect(paged.json().total).toBe(2);
      expect(paged.json().users).toHaveLength(1);
    });

    it('accepts and ignores a mobileNumber query field; refuses bad paging and filters with 400', async () => {
      await makeBooking();
      expect((await list({ mobileNumber: '0000000' })).json().total).toBe(1);
      const bads: Record<string, string | number>[] = [
        { page: 0 },
        { page: 'x' },
        { limit: 0 },
        { limit: 1000 },
        { quizStatusFilter: 'done' },
        { registrationDate: '2026-02-30' },
      ];
      for (const bad of bads) {
        const res = await list(bad);
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect(res.json().message).toBeTruthy();
      }
    });

    it('reads a page through the list indexes with LIMIT/OFFSET, and filters in the WHERE clause', async () => {
      const rows = Array.from({ length: 3000 }, (_, i) =>
        bookingValues({
          registrationDate: `2026-${String(7 + (i % 5)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
          quizStatus: i % 3 === 0 ? 'completed' : 'pending',
        }),
      );
      for (let i = 0; i < rows.length; i += 500) await t.database.db.insert(bookings).values(rows.slice(i, i + 500));
      await t.database.db.execute(sql`analyze bookings`);
      // On a few thousand rows the planner may rightly prefer a sort; with sequential scans and
      // sorts priced out, a plan without a Sort node proves the partial indexes serve the order.
      const plan = (query: unknown) =>
        t.database.db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          await tx.execute(sql`set local enable_sort = off`);
          const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: unknown[] };
          return (result.rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n');
        });
      const db = t.database.db;
      const unfiltered = await plan(listLiveBookingsQuery(db, {}, 10, 5));
      expect(unfiltered).toMatch(/^Limit/);
      expect(unfiltered).toMatch(/Index (Only )?Scan using bookings_list_idx/);
      expect(unfiltered).not.toMatch(/Sort|Seq Scan/);
      const byQuiz = await plan(listLiveBookingsQuery(db, { quizStatus: 'completed' }, 0, 5));
      expect(byQuiz).toMatch(/Index (Only )?Scan using bookings_quiz_list_idx/);
      expect(byQuiz).toMatch(/Index Cond: \(quiz_status = 'completed'/);
      expect(byQuiz).not.toMatch(/Sort|Seq Scan/);
      const byDate = await plan(listLiveBookingsQuery(db, { registrationDate: '2026-07-01' }, 0, 5));
      expect(byDate).toMatch(/Index Cond: \(registration_date = '2026-07-01'/);
      expect(byDate).not.toMatch(/Sort|Seq Scan/);
      const both = await plan(
        listLiveBookingsQuery(db, { registrationDate: '2026-07-01', quizStatus: 'pending' }, 0, 5),
      );
      expect(both).toMatch(/Index Cond: \(\(quiz_status = 'pending'.*registration_date = '2026-07-01'/);
      expect(both).not.toMatch(/Sort|Seq Scan/);
      // The total is a sum over the per-date counters (booking_day_counts), never a count of bookings.
      for (const filter of [{}, { quizStatus: 'completed' as const }, { registrationDate: '2026-07-01' }]) {
        const countPlan = await plan(countLiveBookingsQuery(db, filter));
        expect(countPlan).toMatch(/booking_day_counts/);
        expect(countPlan).not.toMatch(/ on bookings /);
      }
      // And the API agrees with a count done by hand.
      const res = await list({ quizStatusFilter: 'completed' });
      expect(res.json().total).toBe(1000);
    });
  });

  describe('POST /api/user/admin/create-participant', () => {
    it('creates a confirmed booking with token and code, mails the confirmation and schedules the briefing', async () => {
      const res = await addParticipant(participant);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MESSAGES.admin.participantAdded });

      const [row] = await t.database.db.select().from(bookings);
      expect(row).toMatchObject({
        fullName: 'Ada Lovelace',
        email: 'ada@example.com',
        teamMemberCount: 4,
        registrationDate: '2026-07-10',
        bookingSource: 'PARTNER',
        amountPence: 0,
        isPaymentSuccessful: true,
        quizStatus: 'pending',
      });
      expect(row?.accessCode).toMatch(/^[0-9A-F]{4}$/);
      expect(row?.accessToken?.length).toBeGreaterThanOrEqual(22);

      const outbox = await mailsOf(row?.id as string);
      expect(outbox.map((m) => m.kind).sort()).toEqual(['briefing', 'confirmation', 'reminder']);
      const briefing = outbox.find((m) => m.kind === 'briefing');
      expect(briefing?.sendAfter.toISOString()).toBe('2026-07-10T08:00:00.000Z'); // 09:00 London (BST)
      // REMINDER_DAYS (2) before, at BRIEFING_TIME.
      expect(outbox.find((m) => m.kind === 'reminder')?.sendAfter.toISOString()).toBe('2026-07-08T08:00:00.000Z');
      await t.flushMail();
      expect(t.mail.ofKind('confirmation')).toHaveLength(1);
      expect(t.mail.ofKind('confirmation')[0]?.toAddress).toBe('ada@example.com');
      expect(t.mail.ofKind('briefing')).toHaveLength(0);

      const [audit] = await audits(row?.id as string);
      expect(audit).toMatchObject({ action: 'booking.create', entityType: 'booking', actorLabel: '07700900123' });
      expect(audit?.actorId).toBeTruthy();
      expect(audit?.after).toMatchObject({ fullName: 'Ada Lovelace', registrationDate: '2026-07-10' });

      // It shows in the list with its code.
      const users = (await list()).json().users;
      expect(users[0]).toMatchObject({
        fullName: 'Ada Lovelace',
        accessCode: row?.accessCode,
        bookingSource: 'PARTNER',
      });
    });

    it('sends the briefing at once when added for today after the briefing time', async () => {
      const res = await addParticipant({ ...participant, registrationDate: '2026-06-15' });
      expect(res.statusCode).toBe(200);
      await t.flushMail();
      expect(t.mail.ofKind('briefing')).toHaveLength(1);
    });

    it('accepts a date sent as a full ISO date-time and a team of 1', async () => {
      const res = await addParticipant({
        ...participant,
        teamMemberCount: 1,
        registrationDate: '2026-07-10T00:00:00.000Z',
      });
      expect(res.statusCode).toBe(200);
      const [row] = await t.database.db.select().from(bookings);
      expect(row).toMatchObject({ registrationDate: '2026-07-10', teamMemberCount: 1 });
    });

    it('refuses invalid input with the spec texts, writing nothing', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ ...participant, fullName: '  ' }, 'fullName', MESSAGES.admin.fullNameRequired],
        [{ ...participant, fullName: undefined }, 'fullName', MESSAGES.admin.fullNameRequired],
        [{ ...participant, fullName: 'Bob\r\nBcc: someone@example.com' }, 'fullName', MESSAGES.admin.fullNameInvalid],
        [{ ...participant, fullName: '\u200b' }, 'fullName', MESSAGES.admin.fullNameInvalid],
        [{ ...participant, fullName: '\u202eevil' }, 'fullName', MESSAGES.admin.fullNameInvalid],
        [{ ...participant, registrationDate: '9999-12-31' }, 'registrationDate', DATE_RANGE_MESSAGE],
        [{ ...participant, email: '' }, 'email', MESSAGES.admin.emailRequired],
        [{ ...participant, email: 'not-an-email' }, 'email', MESSAGES.admin.emailInvalid],
        [{ ...participant, teamMemberCount: 0 }, 'teamMemberCount', MESSAGES.admin.teamMemberCountMinimum],
        [{ ...participant, teamMemberCount: 101 }, 'teamMemberCount', MESSAGES.admin.teamMemberCountMaximum],
        [{ ...participant, teamMemberCount: true }, 'teamMemberCount', MESSAGES.admin.teamMemberCountWholeNumber],
        [{ ...participant, teamMemberCount: [5] }, 'teamMemberCount', MESSAGES.admin.teamMemberCountWholeNumber],
        [{ ...participant, teamMemberCount: '2.5' }, 'teamMemberCount', MESSAGES.admin.teamMemberCountWholeNumber],
        [{ ...participant, bookingSource: undefined }, 'bookingSource', MESSAGES.admin.bookingSourceRequired],
        [{ ...participant, bookingSource: 'WALK_IN' }, 'bookingSource', MESSAGES.admin.bookingSourceRequired],
        [{ ...participant, registrationDate: '2026-06-14' }, 'registrationDate', MESSAGES.admin.datePast],
      ];
      for (const [body, field, message] of cases) {
        const res = await addParticipant(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().errors?.[field], JSON.stringify(body)).toBe(message);
      }
      const past = await addParticipant({ ...participant, registrationDate: '2026-06-14' });
      expect(past.json().message).toBe(MESSAGES.admin.datePast);
      expect(await t.database.db.select().from(bookings)).toHaveLength(0);
      expect(await t.database.db.select().from(mailOutbox)).toHaveLength(0);
    });

    it('refuses a locked date', async () => {
      await t.database.db.insert(lockedDates).values({ date: '2026-07-10' });
      const res = await addParticipant(participant);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.admin.dateLocked);
    });
  });

  describe('PATCH /api/user/update/:id', () => {
    const addAndGet = async (overrides: Record<string, unknown> = {}) => {
      expect((await addParticipant({ ...participant, ...overrides })).statusCode).toBe(200);
      const [row] = await t.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.email, String(overrides.email ?? participant.email)));
      return row as BookingRow;
    };

    it('moves the booking, keeps its code, re-schedules the briefing, tells the customer and audits', async () => {
      const booking = await addAndGet();
      const res = await changeDate(booking.id, '2026-08-20');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MESSAGES.admin.dateUpdated });

      const after = await findBookingById(t.database.db, booking.id);
      expect(after).toMatchObject({
        registrationDate: '2026-08-20',
        accessCode: booking.accessCode,
        accessToken: booking.accessToken,
      });
      const outbox = await mailsOf(booking.id);
      const briefings = outbox.filter((m) => m.kind === 'briefing');
      expect(briefings.map((m) => m.status).sort()).toEqual(['cancelled', 'pending']);
      expect(briefings.find((m) => m.status === 'pending')?.sendAfter.toISOString()).toBe('2026-08-20T08:00:00.000Z');
      expect(outbox.filter((m) => m.kind === 'date-change')).toHaveLength(1);

      const entries = await audits(booking.id);
      expect(entries.map((e) => e.action)).toEqual(['booking.create', 'booking.change-date']);
      expect(entries[1]?.before).toMatchObject({ registrationDate: '2026-07-10' });
      expect(entries[1]?.after).toMatchObject({ registrationDate: '2026-08-20' });
    });

    it('re-draws the code only when another booking of the new date holds it', async () => {
      const booking = await addAndGet();
      await makeBooking({ registrationDate: '2026-08-21', accessCode: booking.accessCode, accessToken: randomUUID() });
      expect((await changeDate(booking.id, '2026-08-21')).statusCode).toBe(200);
      const after = await findBookingById(t.database.db, booking.id);
      expect(after?.registrationDate).toBe('2026-08-21');
      expect(after?.accessCode).toMatch(/^[0-9A-F]{4}$/);
      expect(after?.accessCode).not.toBe(booking.accessCode);
      expect(after?.accessToken).toBe(booking.accessToken);
    });

    it('refuses past and locked dates, and unknown or deleted bookings', async () => {
      const booking = await addAndGet();
      const past = await changeDate(booking.id, '2026-06-14');
      expect(past.statusCode).toBe(400);
      expect(past.json().message).toBe(MESSAGES.admin.datePastSelect);
      expect(past.json().message).toBe('Cannot select past dates');

      await t.database.db.insert(lockedDates).values({ date: '2026-08-01' });
      const locked = await changeDate(booking.id, '2026-08-01');
      expect(locked.statusCode).toBe(400);
      expect(locked.json().message).toBe(MESSAGES.admin.dateLocked);

      expect((await changeDate(randomUUID(), '2026-08-02')).statusCode).toBe(404);
      expect((await changeDate('not-a-uuid', '2026-08-02')).statusCode).toBe(400);
      expect((await changeDate(booking.id, 'soon')).statusCode).toBe(400);
      expect((await remove(booking.id)).statusCode).toBe(200);
      const deleted = await changeDate(booking.id, '2026-08-02');
      expect(deleted.statusCode).toBe(404);
      expect(deleted.json().message).toBe(MESSAGES.admin.bookingNotFound);

      const unchanged = await findBookingById(t.database.db, booking.id);
      expect(unchanged?.registrationDate).toBe('2026-07-10');
    });

    it('treats the same date as a no-op (no mail, no audit)', async () => {
      const booking = await addAndGet();
      expect((await changeDate(booking.id, '2026-07-10')).statusCode).toBe(200);
      expect((await mailsOf(booking.id)).filter((m) => m.kind === 'date-change')).toHaveLength(0);
      expect(await audits(booking.id)).toHaveLength(1);
    });

    it('moves an unpaid booking without giving it a code or mailing anyone', async () => {
      const unpaid = await makeBooking({ isPaymentSuccessful: false, registrationDate: '2026-07-01' });
      expect((await changeDate(unpaid.id, '2026-07-05')).statusCode).toBe(200);
      const after = await findBookingById(t.database.db, unpaid.id);
      expect(after).toMatchObject({ registrationDate: '2026-07-05', accessCode: null, accessToken: null });
      expect(await mailsOf(unpaid.id)).toHaveLength(0);
    });
  });

  describe('DELETE /api/user/admin/delete-participant/:id', () => {
    it('soft-deletes: hidden from the list, kept in the database, briefing cancelled, audited; idempotent', async () => {
      expect((await addParticipant(participant)).statusCode).toBe(200);
      const [booking] = await t.database.db.select().from(bookings);
      const id = booking?.id as string;

      const res = await remove(id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MESSAGES.admin.deleteSuccess });
      const kept = await findBookingById(t.database.db, id);
      expect(kept?.deletedAt).toBeInstanceOf(Date);
      expect(kept?.accessToken).toBe(booking?.accessToken);
      expect((await list()).json()).toEqual({ users: [], total: 0 });

      const briefing = await t.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.bookingId, id), eq(mailOutbox.kind, 'briefing')));
      expect(briefing[0]?.status).toBe('cancelled');

      const again = await remove(id);
      expect(again.statusCode).toBe(200);
      const entries = await audits(id);
      expect(entries.map((e) => e.action)).toEqual(['booking.create', 'booking.delete']);
      expect(entries[1]?.before).toMatchObject({ deletedAt: null });
      expect(entries[1]?.after).toMatchObject({ deletedAt: expect.any(String) });
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const unknown = await remove(randomUUID());
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(MESSAGES.admin.bookingNotFound);
      expect((await remove('123')).statusCode).toBe(400);
    });

    it('refuses to delete a booking whose refund is pending or failed, and deletes it once the refund is done', async () => {
      for (const refundStatus of ['pending', 'failed'] as const) {
        const booking = await makeBooking({ status: 'cancelled', refundStatus });
        const refused = await remove(booking.id);
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toBe(MESSAGES.admin.deleteRefundOpen);
        expect((await findBookingById(t.database.db, booking.id))?.deletedAt).toBeNull();
        expect((await audits(booking.id)).map((e) => e.action)).not.toContain('booking.delete');
      }
      const refunded = await makeBooking({ status: 'cancelled', refundStatus: 'refunded' });
      expect((await remove(refunded.id)).statusCode).toBe(200);
    });

    it('accepts a bodiless DELETE sent with a JSON content type', async () => {
      const booking = await makeBooking();
      const res = await t.app.inject({
        method: 'DELETE',
        url: API.user.deleteParticipant(booking.id),
        headers: { ...auth, 'content-type': 'application/json', 'content-length': '0' },
      });
      expect(res.statusCode).toBe(200);
    });
  });
});
