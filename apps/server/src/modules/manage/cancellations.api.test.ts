import { API, MESSAGES } from '@seaside/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, mailOutbox, paymentSessions, refundJobs } from '../../db/schema.js';
import { bookingById, bookingOfSession, paidLocalBooking, startCheckout } from '../../test/paid-booking.js';
import { useAdminTestApp } from '../../test/test-app.js';

const m = MESSAGES.manage;

describe('staff cancellations (local provider)', () => {
  const { t, auth } = useAdminTestApp();
  const cancel = (id: string, refund: boolean) =>
    t.app.inject({ method: 'POST', url: API.user.cancel(id), headers: auth, payload: { refund } });
  const listed = async (id: string) => {
    const res = await t.app.inject({ method: 'GET', url: `${API.user.list}?limit=100`, headers: auth });
    return res.json().users.find((u: { _id: string }) => u._id === id);
  };

  it('cancels with a refund: recorded at once, token revoked, mails dropped, places freed, customer told, audited', async () => {
    const booking = await paidLocalBooking(t, { registrationDate: '2026-07-02', teamMemberCount: 4 });
    const [before] = await t.app.services.bookings.availability(t.database.db, '2026-07-02', '2026-07-02');
    const res = await cancel(booking.id, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Booking cancelled and £40.00 refunded' });

    expect(await listed(booking.id)).toMatchObject({
      status: 'cancelled',
      refundStatus: 'refunded',
      refundedAmount: 40,
      amount: 40,
      refundFailureReason: null,
    });
    const row = await bookingById(t, booking.id);
    expect(row.accessCode).toBeNull();
    expect(row.calendarSequence).toBe(1);
    const token = await t.app.inject({ method: 'GET', url: API.access.validateToken(booking.accessToken as string) });
    expect(token.json().status).toBe('revoked');
    const [after] = await t.app.services.bookings.availability(t.database.db, '2026-07-02', '2026-07-02');
    expect((after?.remaining ?? 0) - (before?.remaining ?? 0)).toBe(4);

    const outbox = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.bookingId, booking.id));
    const byKind = Object.fromEntries(outbox.map((mail) => [mail.kind, mail.status]));
    expect(byKind).toMatchObject({ briefing: 'cancelled', reminder: 'cancelled', cancellation: 'pending' });
    const mail = outbox.find((x) => x.kind === 'cancellation');
    // The built-in test checkout took no money: the mail does not promise a card refund.
    expect(mail?.textBody).toContain("paid on the site's built-in test checkout: no money was taken");
    expect(mail?.textBody).not.toContain('to the card you paid with');
    const ics = Buffer.from(mail?.attachments[0]?.content ?? '', 'base64').toString('utf8');
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain(`UID:${booking.id}@shop.test`);

    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, booking.id));
    expect(audits.find((a) => a.action === 'booking.cancel')).toMatchObject({ actorLabel: '07700900123' });

    const again = await cancel(booking.id, true);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.alreadyCancelled);
    const move = await t.app.inject({
      method: 'PATCH',
      url: API.user.update(booking.id),
      headers: auth,
      payload: { registrationDate: '2026-07-20' },
    });
    expect(move.statusCode).toBe(409);
    expect(move.json().message).toBe(m.alreadyCancelled);
  });

  it('cancels without a refund when asked, and says so', async () => {
    const booking = await paidLocalBooking(t);
    const res = await cancel(booking.id, false);
    expect(res.json()).toEqual({ message: 'Booking cancelled' });
    expect(await listed(booking.id)).toMatchObject({ status: 'cancelled', refundStatus: 'none', refundedAmount: 0 });
    const retry = await t.app.inject({ method: 'POST', url: API.user.refund(booking.id), headers: auth });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(m.refundNotFailed);
  });

  it('cancelling an unpaid checkout closes its payment page: Pay then takes nothing', async () => {
    const sessionId = await startCheckout(t, { registrationDate: '2026-07-03' });
    const unpaid = await bookingOfSession(t, sessionId);
    expect((await cancel(unpaid.id, true)).json()).toEqual({ message: m.staffCancelled });
    const late = await t.app.inject({ method: 'POST', url: `/checkout/${sessionId}/pay` });
    expect(late.statusCode).toBe(410);
    expect(late.body).toContain('This booking is no longer available');
    expect(await bookingById(t, unpaid.id)).toMatchObject({ isPaymentSuccessful: false, refundStatus: 'none' });
    const [session] = await t.database.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.bookingId, unpaid.id));
    expect(session?.status).toBe('cancelled');
    // An unpaid checkout was never confirmed to anyone: its cancellation mails nobody.
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.bookingId, unpaid.id))).toEqual([]);
  });

  it('a cancellation that commits while Pay is on its way wins: nothing is paid', async () => {
    const sessionId = await startCheckout(t, { registrationDate: '2026-07-03' });
    const unpaid = await bookingOfSession(t, sessionId);
    const payments = t.app.services.payments;
    // Pay has loaded the open checkout; staff cancel before its transaction runs, and the cancel
    // has committed but not yet closed the checkout.
    const closing = vi.spyOn(payments, 'closeCheckoutsOf').mockResolvedValue();
    const confirm = t.app.services.bookings.confirmPaidBooking.bind(t.app.services.bookings);
    const racing = vi.spyOn(t.app.services.bookings, 'confirmPaidBooking').mockImplementation(async (...args) => {
      expect((await cancel(unpaid.id, true)).statusCode).toBe(200);
      return confirm(...args);
    });
    try {
      expect(await payments.payLocalSession(sessionId)).toMatchObject({ kind: 'closed', reason: 'unavailable' });
    } finally {
      racing.mockRestore();
      closing.mockRestore();
    }
    expect(await bookingById(t, unpaid.id)).toMatchObject({
      isPaymentSuccessful: false,
      status: 'cancelled',
      refundStatus: 'none',
    });
  });

  it('five concurrent cancellations: one succeeds, one refund', async () => {
    const booking = await paidLocalBooking(t);
    const results = await Promise.all(Array.from({ length: 5 }, () => cancel(booking.id, true)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const jobs = await t.database.db.select().from(refundJobs).where(eq(refundJobs.bookingId, booking.id));
    expect(jobs).toHaveLength(1);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.bookingId, booking.id));
    expect(mails.filter((x) => x.kind === 'cancellation')).toHaveLength(1);
  });

  it('answers 404 for an unknown booking and 400 without a refund choice', async () => {
    expect((await cancel('00000000-0000-4000-8000-000000000000', true)).statusCode).toBe(404);
    const booking = await paidLocalBooking(t);
    const res = await t.app.inject({ method: 'POST', url: API.user.cancel(booking.id), headers: auth, payload: {} });
    expect(res.statusCode).toBe(400);
  });
});
