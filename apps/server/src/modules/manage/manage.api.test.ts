import { API, MESSAGES } from '@seaside/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, dateCapacities, lockedDates, mailOutbox, refundJobs } from '../../db/schema.js';
import { bookingById, paidLocalBooking } from '../../test/paid-booking.js';
import { useAdminTestApp } from '../../test/test-app.js';

const m = MESSAGES.manage;
// 2026-07-01 starts at 23:00Z the day before (BST); the cut-offs are 48 hours before that.
const DATE = '2026-07-01';
const DEADLINE = '2026-06-28T23:00:00.000Z';
const NOW = '2026-06-15T11:00:00Z';

let address = 0;
const nextIp = () => `10.88.0.${++address}`;

describe("the customer's own booking page (API)", () => {
  const { t, auth } = useAdminTestApp();
  const view = (token: string, remoteAddress = nextIp()) =>
    t.app.inject({ method: 'GET', url: API.manage.get(token), remoteAddress });
  const changeDate = (token: string, registrationDate: string) =>
    t.app.inject({
      method: 'POST',
      url: API.manage.changeDate(token),
      payload: { registrationDate },
      remoteAddress: nextIp(),
    });
  const cancel = (token: string) =>
    t.app.inject({ method: 'POST', url: API.manage.cancel(token), remoteAddress: nextIp() });
  const mailsOf = (id: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.bookingId, id));

  it('shows the booking, what the customer may do and until when; the confirmation links to it', async () => {
    t.clock.set(NOW);
    const booking = await paidLocalBooking(t, { registrationDate: DATE, teamMemberCount: 3, fullName: 'Mary Anning' });
    const res = await view(booking.manageToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      booking: {
        fullName: 'Mary Anning',
        email: 'ada@example.com',
        registrationDate: DATE,
        teamMemberCount: 3,
        amount: 30,
        status: 'active',
        refundStatus: 'none',
      },
      canChangeDate: true,
      canCancel: true,
      changeDeadline: DEADLINE,
      cancelDeadline: DEADLINE,
    });
    expect(res.body).not.toContain(booking.accessToken as string);
    const confirmation = (await mailsOf(booking.id)).find((x) => x.kind === 'confirmation');
    expect(confirmation?.textBody).toContain(`http://shop.test/booking/manage/${booking.manageToken}`);
    expect(booking.manageToken).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers 404 for an unknown token or a deleted booking, 400 for an overlong one', async () => {
    for (const unknown of ['0'.repeat(64), 'unknown-token', 'no!']) {
      const res = await view(unknown);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(m.notFound);
    }
    expect((await view('x'.repeat(129))).statusCode).toBe(400);
    const booking = await paidLocalBooking(t);
    const auth = await t.adminAuth();
    await t.app.inject({ method: 'DELETE', url: API.user.deleteParticipant(booking.id), headers: auth });
    expect((await view(booking.manageToken)).statusCode).toBe(404);
  });

  it('closes changes and refunds exactly at their cut-offs (test clock)', async () => {
    t.clock.set(NOW);
    const booking = await paidLocalBooking(t, { registrationDate: DATE });
    t.clock.set(new Date(new Date(DEADLINE).getTime() - 1));
    expect((await view(booking.manageToken)).json()).toMatchObject({ canChangeDate: true, canCancel: true });
    t.clock.set(DEADLINE);
    expect((await view(booking.manageToken)).json()).toMatchObject({ canChangeDate: false, canCancel: false });
    const change = await changeDate(booking.manageToken, '2026-07-20');
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe('Changes are closed for this booking. Please contact hello@example.com.');
    const cancelled = await cancel(booking.manageToken);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(m.changesClosed('hello@example.com'));
    t.clock.set(NOW);
  });

  it('moves the booking: access window, briefing and reminder move, the code stays, the customer is told', async () => {
    t.clock.set(NOW);
    const booking = await paidLocalBooking(t, { registrationDate: DATE });
    const res = await changeDate(booking.manageToken, '2026-07-20');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Your booking has moved to 20/07/2026.' });
    const moved = await bookingById(t, booking.id);
    expect(moved).toMatchObject({
      registrationDate: '2026-07-20',
      accessCode: booking.accessCode,
      calendarSequence: 1,
    });

    const outbox = await mailsOf(booking.id);
    const pending = outbox.filter((x) => x.status === 'pending');
    expect(pending.find((x) => x.kind === 'briefing')?.sendAfter.toISOString()).toBe('2026-07-20T08:00:00.000Z');
    expect(pending.find((x) => x.kind === 'reminder')?.sendAfter.toISOString()).toBe('2026-07-18T08:00:00.000Z');
    expect(outbox.filter((x) => x.kind === 'briefing' && x.status === 'cancelled')).toHaveLength(1);
    const change = outbox.find((x) => x.kind === 'date-change');
    const ics = Buffer.from(change?.attachments[0]?.content ?? '', 'base64').toString('utf8');
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain('DTSTART;VALUE=DATE:20260720');
    expect(ics).toContain(`UID:${booking.id}@shop.test`);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, booking.id));
    expect(audit).toMatchObject({
      action: 'booking.change-date',
      actorLabel: 'customer',
      after: { fullName: booking.fullName, registrationDate: '2026-07-20' },
    });

    // The same date again changes nothing.
    expect((await changeDate(booking.manageToken, '2026-07-20')).statusCode).toBe(200);
    expect((await bookingById(t, booking.id)).calendarSequence).toBe(1);
  });

  it('the mails offer changes only while the page allows them: not in the reminder, not after a move into the cut-offs', async () => {
    const closed =
      'Changes and cancellations are now closed online. If something has come up, write to hello@example.com.';
    t.clock.set(NOW);
    const booking = await paidLocalBooking(t, { registrationDate: DATE });
    const link = `View your booking: http://shop.test/booking/manage/${booking.manageToken}`;
    const outbox = await mailsOf(booking.id);
    const confirmation = outbox.find((x) => x.kind === 'confirmation');
    expect(confirmation?.textBody).toMatch(/another date until Monday,? 29 June 2026 at 00:00 BST\./);
    expect(confirmation?.textBody).toMatch(/cancel it with a full refund until Monday,? 29 June 2026 at 00:00 BST\./);
    // The reminder goes out two days before at 09:00, after both default cut-offs.
    const reminder = outbox.find((x) => x.kind === 'reminder');
    expect(reminder?.sendAfter.toISOString()).toBe('2026-06-29T08:00:00.000Z');
    expect(reminder?.textBody).toContain(closed);
    expect(reminder?.textBody).toContain(link);
    expect(reminder?.textBody).not.toContain('You can');

    // Moved on 15 June to the next day: the new date's cut-offs have passed, as the page says.
    expect((await changeDate(booking.manageToken, '2026-06-16')).statusCode).toBe(200);
    expect((await view(booking.manageToken)).json()).toMatchObject({ canChangeDate: false, canCancel: false });
    const change = (await mailsOf(booking.id)).find((x) => x.kind === 'date-change');
    expect(change?.textBody).toContain(closed);
    expect(change?.textBody).toContain(link);
    expect(change?.textBody).not.toContain('You can');
    expect(change?.htmlBody).toContain(closed);
  });

  it('sends no reminder for a booking made after the reminder time', async () => {
    t.clock.set(NOW);
    const soon = await paidLocalBooking(t, { registrationDate: '2026-06-16' });
    expect((await mailsOf(soon.id)).map((x) => x.kind).sort()).toEqual(['briefing', 'confirmation']);
  });

  it('refuses past and locked dates with the checkout texts, and a date the group does not fit', async () => {
    t.clock.set(NOW);
    const booking = await paidLocalBooking(t, { registrationDate: DATE, teamMemberCount: 4 });
    const past = await changeDate(booking.manageToken, '2026-06-14');
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(MESSAGES.booking.datePast);
    await t.database.db.insert(lockedDates).values({ date: '2026-07-21' });
    const locked = await changeDate(booking.manageToken, '2026-07-21');
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toBe(MESSAGES.booking.dateLocked);
    await t.database.db.insert(dateCapacities).values({ date: '2026-07-22', capacity: 3 });
    const full = await changeDate(booking.manageToken, '2026-07-22');
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: 'Sorry, only 3 places are left on 22/07/2026.', code: 'SOLD_OUT' });
    expect((await bookingById(t, booking.id)).registrationDate).toBe(DATE);
  });

  it('cancels with a full refund, once; the page then says cancelled and refunded', async () => {
    t.clock.set(NOW);
    const booking = await paidLocalBooking(t, { registrationDate: DATE, teamMemberCount: 2 });
    const res = await cancel(booking.manageToken);
    expect(res.statusCode, res.body).toBe(200);
    // Paid on the built-in test checkout: no card to refund, and the answer says so.
    expect(res.json()).toEqual({ message: m.cancelledAfterTestCheckout, refundAmount: 20 });
    expect((await view(booking.manageToken)).json()).toMatchObject({
      booking: { status: 'cancelled', refundStatus: 'refunded' },
      canChangeDate: false,
      canCancel: false,
    });
    const again = await cancel(booking.manageToken);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.alreadyCancelled);
    expect((await changeDate(booking.manageToken, '2026-07-20')).statusCode).toBe(409);
  });

  it('the customer and staff cancelling at once: one cancellation, one refund, one mail', async () => {
    t.clock.set(NOW);
    const booking = await paidLocalBooking(t, { registrationDate: DATE, teamMemberCount: 2 });
    const staffCancel = () =>
      t.app.inject({ method: 'POST', url: API.user.cancel(booking.id), headers: auth, payload: { refund: true } });
    const results = await Promise.all([cancel(booking.manageToken), staffCancel(), cancel(booking.manageToken)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const jobs = await t.database.db.select().from(refundJobs).where(eq(refundJobs.bookingId, booking.id));
    expect(jobs).toHaveLength(1);
    expect((await mailsOf(booking.id)).filter((x) => x.kind === 'cancellation')).toHaveLength(1);
    expect(await bookingById(t, booking.id)).toMatchObject({ status: 'cancelled', refundStatus: 'refunded' });
  });

  it('a move racing a cancellation: the booking ends cancelled, on one date, holding no places', async () => {
    t.clock.set(NOW);
    const NEW_DATE = '2026-07-23';
    const takenOn = async (date: string) =>
      (await t.app.services.bookings.availability(t.database.db, date, date))[0]?.taken;
    const takenBefore = await takenOn(DATE);
    const booking = await paidLocalBooking(t, { registrationDate: DATE, teamMemberCount: 2 });
    const [moved, cancelled] = await Promise.all([
      changeDate(booking.manageToken, NEW_DATE),
      cancel(booking.manageToken),
    ]);
    expect(cancelled?.statusCode, cancelled?.body).toBe(200);
    expect([200, 409]).toContain(moved?.statusCode);
    const stored = await bookingById(t, booking.id);
    expect(stored).toMatchObject({ status: 'cancelled', refundStatus: 'refunded' });
    expect(stored.registrationDate).toBe(moved?.statusCode === 200 ? NEW_DATE : DATE);
    expect(await takenOn(NEW_DATE)).toBe(0);
    expect(await takenOn(DATE)).toBe(takenBefore);
  });

  it('rate limits per client address like checkout', async () => {
    const booking = await paidLocalBooking(t);
    const ip = '10.99.9.9';
    let last = 0;
    for (let i = 0; i < 61; i++) last = (await view(booking.manageToken, ip)).statusCode;
    expect(last).toBe(429);
    expect((await view(booking.manageToken)).statusCode).toBe(200);
  });
});
