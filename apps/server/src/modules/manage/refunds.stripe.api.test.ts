import { API, MESSAGES } from '@seaside/contract';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, mailOutbox, refundJobs } from '../../db/schema.js';
import { bookingById, bookingOfSession, startCheckout } from '../../test/paid-booking.js';
import { type DoubleRefund, StripeDouble } from '../../test/stripe-double.js';
import { secondInstance, useStripeTestApp } from '../../test/test-app.js';
import { claimDueRefunds } from '../payments/refunds.repository.js';

const SECRET_KEY = 'sk_test_double';
const WEBHOOK_SECRET = 'whsec_test_refunds';
const sdk = new Stripe(SECRET_KEY);

describe('refunds through Stripe (loopback double, real SDK, real HTTP)', () => {
  const double = new StripeDouble(SECRET_KEY);
  const t = useStripeTestApp(double, SECRET_KEY, WEBHOOK_SECRET);
  let auth: { authorization: string };
  beforeAll(async () => {
    auth = await t.adminAuth();
  });

  const runRefunds = () => t.app.services.payments.processDueRefunds(t.app.log);
  const cancel = (id: string, refund = true) =>
    t.app.inject({ method: 'POST', url: API.user.cancel(id), headers: auth, payload: { refund } });
  /** A booking as the Booking List shows it to staff. */
  const listed = async (id: string) => {
    const list = await t.app.inject({ method: 'GET', url: `${API.user.list}?limit=100`, headers: auth });
    return list.json().users.find((u: { _id: string }) => u._id === id);
  };
  const webhook = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: API.payment.webhook,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    });

  const verify = (sessionId: string) =>
    t.app.inject({ method: 'GET', url: `${API.payment.verifySession}?sessionId=${encodeURIComponent(sessionId)}` });
  const mailsOf = async (bookingId: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.bookingId, bookingId));
  const remove = (id: string) => t.app.inject({ method: 'DELETE', url: API.user.deleteParticipant(id), headers: auth });

  /** A booking paid on Stripe (the session completed; the payer came back to verify it). */
  async function paidStripeBooking(overrides: Record<string, unknown> = {}) {
    const sessionId = await startCheckout(t, overrides);
    double.complete(sessionId);
    expect((await verify(sessionId)).json()).toEqual({ valid: true, status: 'paid' });
    return { sessionId, booking: await bookingOfSession(t, sessionId) };
  }

  it('refunds the payment intent once, with an idempotency key per booking', async () => {
    const { sessionId, booking } = await paidStripeBooking();
    const refundsBefore = double.refunds.length;
    const res = await cancel(booking.id);
    expect(res.json()).toEqual({ message: 'Booking cancelled and £40.00 refunded' });
    expect((await bookingById(t, booking.id)).refundStatus).toBe('pending');

    expect(await runRefunds()).toBe(1);
    expect(double.refunds.length - refundsBefore).toBe(1);
    const refund = double.refunds.at(-1);
    expect(refund).toMatchObject({ amount: 4000, payment_intent: double.get(sessionId).payment_intent });
    expect(refund?.metadata).toEqual({ bookingId: booking.id });
    expect(await bookingById(t, booking.id)).toMatchObject({ refundStatus: 'refunded', refundedAmountPence: 4000 });
    const [job] = await t.database.db.select().from(refundJobs).where(eq(refundJobs.bookingId, booking.id));
    expect(job).toMatchObject({ status: 'succeeded', providerRefundId: refund?.id });
    expect(await runRefunds()).toBe(0);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.bookingId, booking.id), eq(mailOutbox.kind, 'cancellation')));
    expect(mail?.textBody).toContain('We are refunding £40.00 to the card you paid with.');

    // The outcome is on the activity log as the system's doing, once.
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, booking.id));
    const outcomes = audits.filter((a) => a.action === 'booking.refund');
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]).toMatchObject({
      actorId: null,
      actorLabel: 'system',
      before: expect.objectContaining({ refundStatus: 'pending' }),
      after: expect.objectContaining({ refundStatus: 'refunded' }),
    });
  });

  it('finishes exactly once a refund whose process died after claiming it (and after asking Stripe)', async () => {
    const { booking } = await paidStripeBooking();
    await cancel(booking.id);
    // A process claims the refund, sends it to Stripe, and dies before recording the answer.
    const [claimed] = await claimDueRefunds(t.database.db, t.clock.now(), 5, 300);
    expect(claimed?.bookingId).toBe(booking.id);
    const before = double.refunds.length;
    await t.app.deps.paymentProviders.stripe?.refund({
      bookingId: booking.id,
      providerSessionId: claimed?.providerSessionId as string,
      amountPence: 4000,
      idempotencyKey: `refund-${booking.id}-1`,
    });
    const made = double.refunds.length;
    expect(made - before).toBe(1);

    // Restarted: the claim holds until its lease ends.
    expect(await runRefunds()).toBe(0);
    t.clock.advance(301_000);
    expect(await runRefunds()).toBe(1);
    expect(await bookingById(t, booking.id)).toMatchObject({ refundStatus: 'refunded' });
    // Stripe answered the same key with the refund it made: no second one.
    expect(double.refunds.length).toBe(made);
    expect(double.refundRequests).toBeGreaterThan(made);
    expect(await runRefunds()).toBe(0);
  });

  it('retries passing failures with backoff; records a refusal as failed with the reason; staff retry it', async () => {
    const { booking } = await paidStripeBooking();
    await cancel(booking.id);
    double.failNext = 10; // outage: the SDK's own retries and ours
    expect(await runRefunds()).toBe(1);
    const [postponed] = await t.database.db.select().from(refundJobs).where(eq(refundJobs.bookingId, booking.id));
    expect(postponed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(postponed?.nextAttemptAt.getTime()).toBeGreaterThan(t.clock.now().getTime());
    expect(await runRefunds()).toBe(0); // not due yet
    double.failNext = 0;

    double.refuseRefunds = 'Your card was declined for refunds.';
    t.clock.advance(60_000);
    const logged = vi.spyOn(t.app.log, 'error');
    expect(await runRefunds()).toBe(1);
    expect(await listed(booking.id)).toMatchObject({
      status: 'cancelled',
      refundStatus: 'failed',
      refundFailureReason: 'Your card was declined for refunds.',
    });
    // The line operators alert on (docs/deployment.md), once.
    expect(logged.mock.calls.filter(([, text]) => text === 'refund failed')).toEqual([
      [{ bookingId: booking.id, refundId: undefined, reason: 'Your card was declined for refunds.' }, 'refund failed'],
    ]);
    logged.mockRestore();

    double.refuseRefunds = undefined;
    const retry = await t.app.inject({ method: 'POST', url: API.user.refund(booking.id), headers: auth });
    expect(retry.json()).toEqual({ message: 'The refund will be tried again.' });
    expect(await bookingById(t, booking.id)).toMatchObject({ refundStatus: 'pending', refundFailureReason: null });
    const before = double.refunds.length;
    expect(await runRefunds()).toBe(1);
    expect(double.refunds.length - before).toBe(1);
    expect(await bookingById(t, booking.id)).toMatchObject({ refundStatus: 'refunded' });
  });

  it('two processes working the same refunds make each once', async () => {
    const second = await secondInstance(t);
    try {
      const ids: string[] = [];
      for (let i = 0; i < 4; i++) {
        const { booking } = await paidStripeBooking();
        await cancel(booking.id);
        ids.push(booking.id);
      }
      const before = double.refunds.length;
      const rounds = await Promise.all([
        runRefunds(),
        second.services.payments.processDueRefunds(second.log),
        runRefunds(),
        second.services.payments.processDueRefunds(second.log),
      ]);
      expect(rounds.reduce((a, b) => a + b, 0)).toBe(4);
      expect(double.refunds.length - before).toBe(4);
      for (const id of ids) expect((await bookingById(t, id)).refundStatus).toBe('refunded');
    } finally {
      await second.close();
    }
  });

  it('marks a booking refunded on charge.refunded (a refund made in the dashboard), re-reading the charge', async () => {
    const { sessionId, booking } = await paidStripeBooking();
    const charge = double.refundInDashboard(sessionId);
    // The event's copy says nothing was refunded: Stripe's answer decides.
    const event = double.event('charge.refunded', { ...charge, amount_refunded: 0 });
    const res = await webhook(event);
    expect(res.statusCode, res.body).toBe(200);
    expect(await bookingById(t, booking.id)).toMatchObject({ refundStatus: 'refunded', refundedAmountPence: 4000 });
    // Stripe delivers an event at least once: a repeat changes nothing and records nothing.
    expect((await webhook(event)).statusCode).toBe(200);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, booking.id));
    expect(audits.filter((a) => a.action === 'booking.refund')).toHaveLength(1);
  });

  it('refunds only what is left when part was refunded in the dashboard before the cancellation', async () => {
    const { sessionId, booking } = await paidStripeBooking();
    const charge = double.refundInDashboard(sessionId, 1000);
    expect((await webhook(double.event('charge.refunded', charge))).statusCode).toBe(200);
    expect(await bookingById(t, booking.id)).toMatchObject({ refundStatus: 'refunded', refundedAmountPence: 1000 });

    expect((await cancel(booking.id)).json()).toEqual({ message: 'Booking cancelled and £40.00 refunded' });
    expect(await runRefunds()).toBe(1);
    expect(double.refunds.at(-1)).toMatchObject({ amount: 3000, metadata: { bookingId: booking.id } });
    expect(await bookingById(t, booking.id)).toMatchObject({ refundStatus: 'refunded', refundedAmountPence: 4000 });
  });

  it('keeps a dashboard refund of the whole price when staff then cancel with a refund: nothing is refunded twice', async () => {
    const { sessionId, booking } = await paidStripeBooking();
    const refundsBefore = double.refunds.length;
    const charge = double.refundInDashboard(sessionId);
    expect((await webhook(double.event('charge.refunded', charge))).statusCode).toBe(200);
    expect((await cancel(booking.id)).statusCode).toBe(200);
    expect(await runRefunds()).toBe(0);
    expect(double.refunds.length - refundsBefore).toBe(1);
    expect(await bookingById(t, booking.id)).toMatchObject({
      status: 'cancelled',
      refundStatus: 'refunded',
      refundedAmountPence: 4000,
    });
  });

  it('a dashboard refund of part of the charge while our refund waits does not finish it: the rest goes back', async () => {
    const { sessionId, booking } = await paidStripeBooking();
    expect((await cancel(booking.id)).json()).toEqual({ message: 'Booking cancelled and £40.00 refunded' });
    const charge = double.refundInDashboard(sessionId, 500);
    expect((await webhook(double.event('charge.refunded', charge))).statusCode).toBe(200);
    const [job] = await t.database.db.select().from(refundJobs).where(eq(refundJobs.bookingId, booking.id));
    expect(job).toMatchObject({ status: 'pending' });
    expect(await bookingById(t, booking.id)).toMatchObject({ refundStatus: 'pending', refundedAmountPence: 4000 });

    // Stripe refuses the £40 asked for (only £35 is left): what is left goes back, once.
    expect(await runRefunds()).toBe(1);
    expect(double.refunds.at(-1)).toMatchObject({ amount: 3500, metadata: { bookingId: booking.id } });
    expect(double.chargeOf(sessionId)).toMatchObject({ amount_refunded: 4000, refunded: true });
    expect(await bookingById(t, booking.id)).toMatchObject({ refundStatus: 'refunded', refundedAmountPence: 4000 });
    expect((await webhook(double.event('charge.refunded', double.chargeOf(sessionId)))).statusCode).toBe(200);
    expect(await runRefunds()).toBe(0);
    expect(double.chargeOf(sessionId).amount_refunded).toBe(4000);
  });

  it('a customer cancelling a card payment is told the refund goes back to the card', async () => {
    const { sessionId, booking } = await paidStripeBooking();
    const res = await t.app.inject({ method: 'POST', url: API.manage.cancel(booking.manageToken) });
    expect(res.json()).toEqual({
      message: 'Your booking is cancelled. £40.00 will be refunded to your card.',
      refundAmount: 40,
    });
    expect(await runRefunds()).toBe(1);
    // The payment was confirmed before the cancellation: reopening /success still says so.
    expect((await verify(sessionId)).json()).toEqual({ valid: true, status: 'paid' });
  });

  it('keeps a refund made in the dashboard when staff then cancel without a refund', async () => {
    const { sessionId, booking } = await paidStripeBooking();
    const charge = double.refundInDashboard(sessionId);
    expect((await webhook(double.event('charge.refunded', charge))).statusCode).toBe(200);
    expect((await cancel(booking.id, false)).json()).toEqual({ message: MESSAGES.manage.staffCancelled });
    expect(await bookingById(t, booking.id)).toMatchObject({
      status: 'cancelled',
      refundStatus: 'refunded',
      refundedAmountPence: 4000,
    });
  });

  it.each([
    ['cancelling', (id: string) => cancel(id)],
    ['deleting', remove],
  ])(
    "staff %s an unpaid booking expires its Stripe checkout, so the payer's page cannot take the money",
    async (_, withdraw) => {
      const sessionId = await startCheckout(t);
      const unpaid = await bookingOfSession(t, sessionId);
      expect((await withdraw(unpaid.id)).statusCode).toBe(200);
      expect(double.expired).toContain(sessionId);
      expect(double.get(sessionId).status).toBe('expired');
      expect((await verify(sessionId)).json()).toEqual({ valid: false, status: 'failed' });
      expect(await bookingById(t, unpaid.id)).toMatchObject({ isPaymentSuccessful: false, refundStatus: 'none' });
    },
  );

  it('refunds a booking paid as staff cancelled it, without access or a confirmation; the payer is told', async () => {
    const sessionId = await startCheckout(t);
    const unpaid = await bookingOfSession(t, sessionId);
    // Paid at Stripe a moment before the cancel: Stripe refuses to expire it; its webhook comes after.
    const session = double.complete(sessionId);
    expect((await cancel(unpaid.id)).json()).toEqual({ message: 'Booking cancelled' });
    expect((await webhook(double.event('checkout.session.completed', session))).statusCode).toBe(200);
    const paid = await bookingById(t, unpaid.id);
    expect(paid).toMatchObject({ isPaymentSuccessful: true, status: 'cancelled', refundStatus: 'pending' });
    expect(paid.accessToken).toBeNull();
    expect((await verify(sessionId)).json()).toEqual({ valid: false, status: 'failed' });
    expect(await runRefunds()).toBe(1);
    expect(await bookingById(t, unpaid.id)).toMatchObject({ refundStatus: 'refunded', refundedAmountPence: 4000 });
    // A second delivery changes nothing and mails nobody again.
    expect((await webhook(double.event('checkout.session.completed', session))).statusCode).toBe(200);
    const mails = await mailsOf(unpaid.id);
    // The cancellation of the unpaid checkout mailed nobody; the refund of the payment is explained.
    expect(mails.map((x) => x.kind)).toEqual(['late-payment-refund']);
    expect(mails.find((x) => x.kind === 'late-payment-refund')?.textBody).toContain(
      'We are refunding £40.00 to the card you paid with.',
    );
  });

  it('refunds a booking paid as staff deleted it, without access; the payer is told', async () => {
    const sessionId = await startCheckout(t, { registrationDate: '2026-07-10', teamMemberCount: 4 });
    const unpaid = await bookingOfSession(t, sessionId);
    // Paid at Stripe a moment before the delete: Stripe refuses to expire it; its webhook comes after.
    const session = double.complete(sessionId);
    const removed = await remove(unpaid.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await webhook(double.event('checkout.session.completed', session))).statusCode).toBe(200);
    const paid = await bookingById(t, unpaid.id);
    expect(paid).toMatchObject({ isPaymentSuccessful: true, refundStatus: 'pending', accessToken: null });
    expect(paid.deletedAt).not.toBeNull();
    expect((await verify(sessionId)).json()).toEqual({ valid: false, status: 'failed' });
    expect(await runRefunds()).toBe(1);
    expect(await bookingById(t, unpaid.id)).toMatchObject({
      refundStatus: 'refunded',
      refundedAmountPence: paid.amountPence,
    });
    expect((await mailsOf(unpaid.id)).map((x) => x.kind)).toEqual(['late-payment-refund']);
  });

  /* ---- A refund Stripe accepted, then failed (refund.failed, charge.refund.updated) ---- */

  const refundAudits = async (bookingId: string) =>
    (await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, bookingId))).filter(
      (a) => a.action === 'booking.refund',
    );
  const jobOf = async (bookingId: string) =>
    (await t.database.db.select().from(refundJobs).where(eq(refundJobs.bookingId, bookingId)))[0];

  /** A cancelled booking whose refund Stripe answered `pending` (accepted, not finished). */
  async function pendingStripeRefund() {
    const { booking } = await paidStripeBooking();
    await cancel(booking.id);
    double.refundStatus = 'pending';
    try {
      expect(await runRefunds()).toBe(1);
    } finally {
      double.refundStatus = 'succeeded';
    }
    const refund = double.refunds.at(-1);
    if (refund?.status !== 'pending') throw new Error('no pending refund in the double');
    return { booking, refund };
  }

  it('shows a refund Stripe answered pending as refunded, and failed with the reason once refund.failed says so', async () => {
    const { booking, refund } = await pendingStripeRefund();
    expect(await bookingById(t, booking.id)).toMatchObject({ refundStatus: 'refunded', refundedAmountPence: 4000 });
    expect(await jobOf(booking.id)).toMatchObject({ status: 'succeeded', providerRefundId: refund.id });

    // The event's copy says failed while Stripe still has it pending: Stripe's answer decides.
    const early = await webhook(double.event('refund.failed', { ...refund, status: 'failed' }));
    expect(early.statusCode, early.body).toBe(200);
    expect((await bookingById(t, booking.id)).refundStatus).toBe('refunded');

    double.failRefund(refund.id, 'expired_or_canceled_card');
    const res = await webhook(double.event('refund.failed', refund));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await listed(booking.id)).toMatchObject({
      status: 'cancelled',
      refundStatus: 'failed',
      refundFailureReason: 'The card was expired or cancelled',
    });
    expect(await jobOf(booking.id)).toMatchObject({
      status: 'failed',
      lastError: 'The card was expired or cancelled',
      providerRefundId: refund.id,
    });
    const outcomes = await refundAudits(booking.id);
    expect(outcomes.map((a) => a.after)).toEqual([
      expect.objectContaining({ refundStatus: 'refunded' }),
      expect.objectContaining({ refundStatus: 'failed', refundFailureReason: 'The card was expired or cancelled' }),
    ]);
    expect(outcomes[1]).toMatchObject({ actorId: null, actorLabel: 'system' });
  });

  /** A process claims the booking's refund, Stripe accepts it as pending, and the process dies before recording it. */
  async function refundAcceptedByDyingProcess(bookingId: string) {
    const [claimed] = await claimDueRefunds(t.database.db, t.clock.now(), 5, 300);
    double.refundStatus = 'pending';
    try {
      await t.app.deps.paymentProviders.stripe?.refund({
        bookingId,
        providerSessionId: claimed?.providerSessionId as string,
        amountPence: 4000,
        idempotencyKey: `refund-${bookingId}-1`,
      });
    } finally {
      double.refundStatus = 'succeeded';
    }
    const refund = double.refunds.at(-1);
    if (!refund) throw new Error('no refund in the double');
    return refund;
  }

  it('asks Stripe to deliver a failure again while the refund it reports is not recorded yet, then records it', async () => {
    const { booking } = await paidStripeBooking();
    await cancel(booking.id);
    const refund = await refundAcceptedByDyingProcess(booking.id);
    double.failRefund(refund.id, 'expired_or_canceled_card');

    const early = await webhook(double.event('refund.failed', refund));
    expect(early.statusCode, early.body).toBe(503);
    expect(await jobOf(booking.id)).toMatchObject({ status: 'pending', providerRefundId: null });

    // The lease lapses; the worker asks again and Stripe replays its first answer (pending).
    t.clock.advance(301_000);
    expect(await runRefunds()).toBe(1);
    expect(await jobOf(booking.id)).toMatchObject({ status: 'succeeded', providerRefundId: refund.id });

    // Stripe's next delivery of the same event is matched now.
    expect((await webhook(double.event('refund.failed', refund))).statusCode).toBe(200);
    expect(await bookingById(t, booking.id)).toMatchObject({
      refundStatus: 'failed',
      refundFailureReason: 'The card was expired or cancelled',
    });
  });

  it('fails our refund that charge.refunded finished before its id was recorded, when Stripe reports it failed', async () => {
    const { sessionId, booking } = await paidStripeBooking();
    await cancel(booking.id);
    const refund = await refundAcceptedByDyingProcess(booking.id);
    // Stripe's charge.refunded for it finishes the job, without the refund's id.
    expect((await webhook(double.event('charge.refunded', double.chargeOf(sessionId)))).statusCode).toBe(200);
    expect(await jobOf(booking.id)).toMatchObject({ status: 'succeeded', providerRefundId: null });

    double.failRefund(refund.id, 'expired_or_canceled_card');
    expect((await webhook(double.event('refund.failed', refund))).statusCode).toBe(200);
    expect(await jobOf(booking.id)).toMatchObject({ status: 'failed', providerRefundId: refund.id });
    expect(await bookingById(t, booking.id)).toMatchObject({
      refundStatus: 'failed',
      refundFailureReason: 'The card was expired or cancelled',
    });
    // Staff try it again: a new refund.
    const retry = await t.app.inject({ method: 'POST', url: API.user.refund(booking.id), headers: auth });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await runRefunds()).toBe(1);
    expect(await bookingById(t, booking.id)).toMatchObject({ refundStatus: 'refunded' });
  });

  it('charge.refund.updated with a failed or canceled refund marks it failed; a succeeded one changes nothing', async () => {
    const succeeded = await pendingStripeRefund();
    double.refunds[double.refunds.indexOf(succeeded.refund)] = { ...succeeded.refund, status: 'succeeded' };
    expect((await webhook(double.event('charge.refund.updated', succeeded.refund))).statusCode).toBe(200);
    expect(await bookingById(t, succeeded.booking.id)).toMatchObject({ refundStatus: 'refunded' });

    const failed = await pendingStripeRefund();
    double.failRefund(failed.refund.id, 'some_new_reason');
    expect((await webhook(double.event('charge.refund.updated', failed.refund))).statusCode).toBe(200);
    expect(await bookingById(t, failed.booking.id)).toMatchObject({
      refundStatus: 'failed',
      refundFailureReason: 'Stripe could not complete the refund (some_new_reason)',
    });

    const canceled = await pendingStripeRefund();
    double.failRefund(canceled.refund.id, null, 'canceled');
    expect((await webhook(double.event('charge.refund.updated', canceled.refund))).statusCode).toBe(200);
    expect(await bookingById(t, canceled.booking.id)).toMatchObject({
      refundStatus: 'failed',
      refundFailureReason: 'Stripe could not complete the refund (canceled)',
    });
  });

  it('the same failure reported twice, and by both events at once, changes the booking once with one audit entry', async () => {
    const { booking, refund } = await pendingStripeRefund();
    double.failRefund(refund.id, 'lost_or_stolen_card');
    const failedEvent = double.event('refund.failed', refund);
    const results = await Promise.all([
      webhook(failedEvent),
      webhook(failedEvent),
      webhook(double.event('charge.refund.updated', refund)),
    ]);
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    expect((await webhook(failedEvent)).statusCode).toBe(200);
    expect(await bookingById(t, booking.id)).toMatchObject({
      refundStatus: 'failed',
      refundFailureReason: 'The card was reported lost or stolen',
    });
    const failures = (await refundAudits(booking.id)).filter(
      (a) => (a.after as { refundStatus?: string }).refundStatus === 'failed',
    );
    expect(failures).toHaveLength(1);
  });

  it('staff retry a refund that failed after Stripe accepted it: a new refund; a late report about the old one is ignored', async () => {
    const { booking, refund: first } = await pendingStripeRefund();
    double.failRefund(first.id);
    expect((await webhook(double.event('refund.failed', first))).statusCode).toBe(200);
    expect((await bookingById(t, booking.id)).refundStatus).toBe('failed');

    const retry = await t.app.inject({ method: 'POST', url: API.user.refund(booking.id), headers: auth });
    expect(retry.json()).toEqual({ message: 'The refund will be tried again.' });
    expect(await jobOf(booking.id)).toMatchObject({ status: 'pending', round: 2, providerRefundId: null });
    // A late copy of the old round's failure while the new round waits for the worker cannot be
    // told from the new round's yet: Stripe is asked to deliver it again.
    expect((await webhook(double.event('charge.refund.updated', first))).statusCode).toBe(503);
    expect(await jobOf(booking.id)).toMatchObject({ status: 'pending', round: 2 });
    expect((await bookingById(t, booking.id)).refundStatus).toBe('pending');

    const before = double.refunds.length;
    expect(await runRefunds()).toBe(1);
    expect(double.refunds.length - before).toBe(1);
    const second = double.refunds.at(-1);
    expect(second?.id).not.toBe(first.id);
    expect(await jobOf(booking.id)).toMatchObject({ status: 'succeeded', round: 2, providerRefundId: second?.id });
    expect(await bookingById(t, booking.id)).toMatchObject({ refundStatus: 'refunded', refundFailureReason: null });

    // And once the new round is done, the old refund's failure still changes nothing.
    const auditsBefore = (await refundAudits(booking.id)).length;
    expect((await webhook(double.event('refund.failed', first))).statusCode).toBe(200);
    expect((await bookingById(t, booking.id)).refundStatus).toBe('refunded');
    expect(await refundAudits(booking.id)).toHaveLength(auditsBefore);
  });

  it('answers 200 and changes nothing for a refund this server did not make', async () => {
    const { sessionId, booking } = await paidStripeBooking();
    const charge = double.chargeOf(sessionId);
    // A refund made in Stripe's dashboard that failed while the booking shows no refund, and one
    // Stripe does not even know.
    const foreign = {
      id: 're_dashboard_refund',
      object: 'refund' as const,
      amount: 1000,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: 'gbp',
      status: 'failed' as const,
      metadata: {},
      failure_reason: 'declined',
    };
    double.refunds.push(foreign);
    for (const payload of [
      double.event('refund.failed', foreign),
      double.event('charge.refund.updated', { ...foreign, id: 're_unknown' }),
    ]) {
      const res = await webhook(payload);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    expect(await bookingById(t, booking.id)).toMatchObject({ status: 'active', refundStatus: 'none' });
    expect(await refundAudits(booking.id)).toHaveLength(0);
  });

  /* ---- A refund made in Stripe's dashboard, then failed ---- */

  /** A booking refunded in Stripe's dashboard (`amount`, or in full), recorded by charge.refunded; and that refund. */
  async function dashboardRefund(sessionId: string, amount?: number) {
    const charge = double.refundInDashboard(sessionId, amount);
    const refund = double.refunds.at(-1) as DoubleRefund;
    expect((await webhook(double.event('charge.refunded', charge))).statusCode).toBe(200);
    return refund;
  }
  const retryRefund = (id: string) => t.app.inject({ method: 'POST', url: API.user.refund(id), headers: auth });

  it('shows a refund made in the dashboard failed with the reason once Stripe reports it failed; staff retry it once', async () => {
    const { sessionId, booking } = await paidStripeBooking();
    const refund = await dashboardRefund(sessionId);
    expect((await cancel(booking.id, false)).statusCode).toBe(200);
    expect(await bookingById(t, booking.id)).toMatchObject({ refundStatus: 'refunded', refundedAmountPence: 4000 });

    double.failRefund(refund.id, 'declined');
    const event = double.event('refund.failed', refund);
    const res = await webhook(event);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await listed(booking.id)).toMatchObject({
      status: 'cancelled',
      refundStatus: 'failed',
      refundedAmount: 40,
      refundFailureReason: 'The card issuer declined the refund',
    });
    // Stripe delivers again, and reports the same failure as charge.refund.updated: nothing more.
    expect((await webhook(event)).statusCode).toBe(200);
    expect((await webhook(double.event('charge.refund.updated', refund))).statusCode).toBe(200);
    expect(await bookingById(t, booking.id)).toMatchObject({
      refundStatus: 'failed',
      refundFailureReason: 'The card issuer declined the refund',
    });
    expect((await refundAudits(booking.id)).map((a) => a.after)).toEqual([
      expect.objectContaining({ refundStatus: 'refunded' }),
      expect.objectContaining({ refundStatus: 'failed', refundFailureReason: 'The card issuer declined the refund' }),
    ]);
    expect(await jobOf(booking.id)).toBeUndefined();

    // Staff retry: this server refunds what the booking showed refunded, once.
    expect((await retryRefund(booking.id)).json()).toEqual({ message: 'The refund will be tried again.' });
    expect(await bookingById(t, booking.id)).toMatchObject({ refundStatus: 'pending', refundFailureReason: null });
    const before = double.refunds.length;
    expect(await runRefunds()).toBe(1);
    expect(double.refunds.length - before).toBe(1);
    expect(double.refunds.at(-1)).toMatchObject({ amount: 4000, metadata: { bookingId: booking.id } });
    expect(await bookingById(t, booking.id)).toMatchObject({ refundStatus: 'refunded', refundedAmountPence: 4000 });
    expect(await runRefunds()).toBe(0);
    expect((await retryRefund(booking.id)).statusCode).toBe(409);
    // The old refund's failure, delivered late, changes nothing.
    expect((await webhook(event)).statusCode).toBe(200);
    expect((await bookingById(t, booking.id)).refundStatus).toBe('refunded');
  });

  it('a retried dashboard refund that staff also redo in the dashboard before the worker runs is paid once', async () => {
    const { sessionId, booking } = await paidStripeBooking();
    const refund = await dashboardRefund(sessionId, 1000);
    double.failRefund(refund.id, 'declined');
    expect((await webhook(double.event('refund.failed', refund))).statusCode).toBe(200);
    expect(await bookingById(t, booking.id)).toMatchObject({ refundStatus: 'failed', refundedAmountPence: 1000 });
    expect((await retryRefund(booking.id)).statusCode).toBe(200);

    // Before the worker's turn, the same £10 goes back from the dashboard: that is the refund retried.
    await dashboardRefund(sessionId, 1000);
    expect(await jobOf(booking.id)).toMatchObject({ status: 'succeeded' });
    expect(await runRefunds()).toBe(0);
    expect(double.chargeOf(sessionId).amount_refunded).toBe(1000);
    expect(await bookingById(t, booking.id)).toMatchObject({ refundStatus: 'refunded', refundedAmountPence: 1000 });
  });

  it("a dashboard refund that finished a cancellation's refund, then failed: staff retry the refund as a new round", async () => {
    const { sessionId, booking } = await paidStripeBooking();
    await cancel(booking.id);
    const refund = await dashboardRefund(sessionId);
    expect(await jobOf(booking.id)).toMatchObject({ status: 'succeeded', providerRefundId: null });

    double.failRefund(refund.id, 'insufficient_funds');
    expect((await webhook(double.event('refund.failed', refund))).statusCode).toBe(200);
    expect(await bookingById(t, booking.id)).toMatchObject({
      refundStatus: 'failed',
      refundFailureReason: 'The Stripe balance was too low to pay the refund',
    });

    expect((await retryRefund(booking.id)).statusCode).toBe(200);
    expect(await jobOf(booking.id)).toMatchObject({ status: 'pending', round: 2 });
    expect(await runRefunds()).toBe(1);
    expect(double.refunds.at(-1)).toMatchObject({ amount: 4000, metadata: { bookingId: booking.id } });
    expect(await bookingById(t, booking.id)).toMatchObject({ refundStatus: 'refunded', refundFailureReason: null });
  });

  it('keeps a booking refunded with what its other dashboard refunds still pay back when one of them fails', async () => {
    const { sessionId, booking } = await paidStripeBooking();
    await dashboardRefund(sessionId, 1000);
    const second = await dashboardRefund(sessionId, 1500);
    expect(await bookingById(t, booking.id)).toMatchObject({ refundStatus: 'refunded', refundedAmountPence: 2500 });

    double.failRefund(second.id, 'declined');
    const event = double.event('refund.failed', second);
    expect((await webhook(event)).statusCode).toBe(200);
    expect(await bookingById(t, booking.id)).toMatchObject({
      refundStatus: 'refunded',
      refundedAmountPence: 1000,
      refundFailureReason: null,
    });
    const audits = (await refundAudits(booking.id)).length;
    expect((await webhook(event)).statusCode).toBe(200);
    expect(await refundAudits(booking.id)).toHaveLength(audits);
  });

  it('ignores a failed dashboard refund of a charge this server did not take', async () => {
    const { sessionId, booking } = await paidStripeBooking();
    await dashboardRefund(sessionId);
    double.charges.set('ch_elsewhere', {
      id: 'ch_elsewhere',
      object: 'charge',
      amount: 4000,
      amount_refunded: 0,
      refunded: false,
      currency: 'gbp',
      payment_intent: 'pi_elsewhere',
      status: 'succeeded',
    });
    const foreign: DoubleRefund = {
      id: 're_elsewhere',
      object: 'refund',
      amount: 4000,
      charge: 'ch_elsewhere',
      payment_intent: 'pi_elsewhere',
      currency: 'gbp',
      status: 'failed',
      metadata: {},
      failure_reason: 'declined',
    };
    double.refunds.push(foreign);
    const res = await webhook(double.event('refund.failed', foreign));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await bookingById(t, booking.id)).toMatchObject({ refundStatus: 'refunded', refundedAmountPence: 4000 });
    expect(await refundAudits(booking.id)).toHaveLength(1);
  });
});
