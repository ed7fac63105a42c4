import { API } from '@seaside/contract';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { bookings, mailOutbox, paymentSessions } from '../../db/schema.js';
import { remainingOn, setCapacity } from '../../test/places.js';
import { StripeDouble } from '../../test/stripe-double.js';
import { secondInstance, type TestApp, useStripeTestApp } from '../../test/test-app.js';
import { UNREPORTED_CHECKOUT_WORK } from './payments.service.js';

const SECRET_KEY = 'sk_test_double';
const WEBHOOK_SECRET = 'whsec_test_secret';
const stripe = new Stripe(SECRET_KEY);

let ip = 0;
async function checkout(t: TestApp, overrides: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: API.payment.checkout,
    remoteAddress: `10.9.0.${++ip}`,
    payload: {
      email: 'ada@example.com',
      registrationDate: '2026-07-01',
      teamMemberCount: 3,
      amount: 30,
      fullName: 'Ada Lovelace',
      allowDuplicate: true,
      ...overrides,
    },
  });
}

function signedWebhook(t: TestApp, payload: string, secret = WEBHOOK_SECRET) {
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: API.payment.webhook,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}

const verify = (t: TestApp, id: string) =>
  t.app.inject({ method: 'GET', url: `${API.payment.verifySession}?sessionId=${encodeURIComponent(id)}` });

async function rows(t: TestApp, providerSessionId: string) {
  const [session] = await t.database.db
    .select()
    .from(paymentSessions)
    .where(eq(paymentSessions.providerSessionId, providerSessionId));
  if (!session) throw new Error('no session');
  const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, session.bookingId));
  if (!booking) throw new Error('no booking');
  const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.bookingId, booking.id));
  return { session, booking, confirmations: mails.filter((m) => m.kind === 'confirmation') };
}

describe('stripe provider against a Stripe-compatible HTTP double (real SDK, real HTTP)', () => {
  const double = new StripeDouble(SECRET_KEY);
  const t = useStripeTestApp(double, SECRET_KEY, WEBHOOK_SECRET);

  async function newSession(overrides: Record<string, unknown> = {}) {
    const res = await checkout(t, overrides);
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().checkoutUrl;
    const id = url.split('/').pop() as string;
    return { id, url };
  }

  it('creates a Checkout Session in GBP with line items, metadata, redirect URLs, expiry and an idempotency key', async () => {
    const { id, url } = await newSession();
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${id}`);
    const { session, booking } = await rows(t, id);
    expect(session).toMatchObject({ provider: 'stripe', status: 'open', amountPence: 3000 });
    expect(booking.isPaymentSuccessful).toBe(false);

    const created = double.creates.at(-1);
    expect(created?.idempotencyKey).toBe(`checkout-session-${booking.id}`);
    expect(created?.params).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '3',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '1000',
      'metadata[bookingId]': booking.id,
      client_reference_id: booking.id,
      customer_email: 'ada@example.com',
      success_url: 'http://shop.test/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://shop.test/book-now',
    });
    const expiresAt = Number(created?.params.expires_at) * 1000;
    expect(expiresAt - t.clock.now().getTime()).toBeGreaterThanOrEqual(30 * 60 * 1000);
    expect(expiresAt - t.clock.now().getTime()).toBeLessThanOrEqual(32 * 60 * 1000);
    expect(double.get(id).amount_total).toBe(3000);
  });

  it('is pending while the customer is on Stripe', async () => {
    const { id } = await newSession();
    expect((await verify(t, id)).json()).toEqual({ valid: false, status: 'pending' });
  });

  it('webhook first, then the return page: paid once, one mail', async () => {
    const { id } = await newSession();
    const session = double.complete(id);
    const res = await signedWebhook(t, double.event('checkout.session.completed', session));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect((await rows(t, id)).booking.isPaymentSuccessful).toBe(true);

    const retrievesBefore = double.retrieves;
    expect((await verify(t, id)).json()).toEqual({ valid: true, status: 'paid' });
    // Already paid: the return page does not need to ask Stripe again.
    expect(double.retrieves).toBe(retrievesBefore);
    const after = await rows(t, id);
    expect(after.session.status).toBe('paid');
    expect(after.booking.accessCode).toMatch(/^[0-9A-F]{4}$/);
    expect(after.confirmations).toHaveLength(1);
    // Stripe took the money: the mail says what was paid, without the test checkout's note.
    expect(after.confirmations[0]?.textBody).toContain('Amount paid: £30.00');
    expect(after.confirmations[0]?.textBody).not.toMatch(/no money was taken/i);
  });

  it('return page first (asks Stripe), then the webhook: paid once, one mail', async () => {
    const { id } = await newSession();
    double.complete(id);
    expect((await verify(t, id)).json()).toEqual({ valid: true, status: 'paid' });
    const first = await rows(t, id);
    expect(first.booking.isPaymentSuccessful).toBe(true);

    const res = await signedWebhook(t, double.event('checkout.session.completed', double.get(id)));
    expect(res.statusCode).toBe(200);
    const after = await rows(t, id);
    expect(after.confirmations).toHaveLength(1);
    expect(after.booking.accessCode).toBe(first.booking.accessCode);
    expect(after.booking.accessToken).toBe(first.booking.accessToken);
  });

  it('20 concurrent deliveries of the same completed event give one paid booking, one code and one mail', async () => {
    const { id } = await newSession({ email: 'crowd@example.com' });
    const payload = double.event('checkout.session.completed', double.complete(id));
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => signedWebhook(t, payload)),
      ...Array.from({ length: 5 }, () => verify(t, id)),
    ]);
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const after = await rows(t, id);
    expect(after.booking.isPaymentSuccessful).toBe(true);
    expect(after.session.status).toBe('paid');
    expect(after.confirmations).toHaveLength(1);

    await t.flushMail();
    expect(t.mail.ofKind('confirmation').filter((m) => m.bookingId === after.booking.id)).toHaveLength(1);
  });

  it('refuses a forged signature with 400 and leaves the booking unpaid', async () => {
    const { id } = await newSession();
    const payload = double.event('checkout.session.completed', double.complete(id));
    const forged = await signedWebhook(t, payload, 'whsec_attacker');
    expect(forged.statusCode).toBe(400);

    const tampered = JSON.parse(payload);
    tampered.type = 'checkout.session.completed';
    tampered.data.object.id = id;
    const goodHeader = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const bodySwap = await t.app.inject({
      method: 'POST',
      url: API.payment.webhook,
      headers: { 'content-type': 'application/json', 'stripe-signature': goodHeader },
      payload: `${JSON.stringify(tampered)} `,
    });
    expect(bodySwap.statusCode).toBe(400);

    const unsigned = await t.app.inject({
      method: 'POST',
      url: API.payment.webhook,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);

    const after = await rows(t, id);
    expect(after.booking.isPaymentSuccessful).toBe(false);
    expect(after.session.status).toBe('open');
    expect(after.confirmations).toHaveLength(0);
  });

  it('acts on the session as re-read from Stripe, not on the event body', async () => {
    const { id } = await newSession();
    // A replayed or invented "completed" snapshot while Stripe says the session is still open.
    const fake = { ...double.get(id), status: 'complete', payment_status: 'paid' };
    const res = await signedWebhook(t, double.event('checkout.session.completed', fake));
    expect(res.statusCode).toBe(200);
    expect((await rows(t, id)).booking.isPaymentSuccessful).toBe(false);
    expect((await verify(t, id)).json()).toEqual({ valid: false, status: 'pending' });
  });

  it('an expired session gives failed', async () => {
    const { id } = await newSession();
    const res = await signedWebhook(t, double.event('checkout.session.expired', double.expire(id)));
    expect(res.statusCode).toBe(200);
    expect((await rows(t, id)).session.status).toBe('expired');
    expect((await verify(t, id)).json()).toEqual({ valid: false, status: 'failed' });
  });

  it('an expired session found by verify-session (webhook lost) gives failed', async () => {
    const { id } = await newSession();
    double.expire(id);
    expect((await verify(t, id)).json()).toEqual({ valid: false, status: 'failed' });
    expect((await rows(t, id)).session.status).toBe('expired');
  });

  it('async payments: pending while processing, paid on async_payment_succeeded', async () => {
    const { id } = await newSession();
    const processing = double.complete(id, 'unpaid');
    expect((await signedWebhook(t, double.event('checkout.session.completed', processing))).statusCode).toBe(200);
    expect((await verify(t, id)).json()).toEqual({ valid: false, status: 'pending' });

    const succeeded = double.complete(id, 'paid');
    expect(
      (await signedWebhook(t, double.event('checkout.session.async_payment_succeeded', succeeded))).statusCode,
    ).toBe(200);
    expect((await verify(t, id)).json()).toEqual({ valid: true, status: 'paid' });
    expect((await rows(t, id)).confirmations).toHaveLength(1);
  });

  it('async payments: failed on async_payment_failed', async () => {
    const { id } = await newSession();
    const processing = double.complete(id, 'unpaid');
    const res = await signedWebhook(t, double.event('checkout.session.async_payment_failed', processing));
    expect(res.statusCode).toBe(200);
    expect((await verify(t, id)).json()).toEqual({ valid: false, status: 'failed' });
    const after = await rows(t, id);
    expect(after.session.status).toBe('failed');
    expect(after.booking.isPaymentSuccessful).toBe(false);
  });

  it('answers 200 and ignores unknown events and sessions it did not create', async () => {
    const other = await signedWebhook(
      t,
      JSON.stringify({ id: 'evt_1', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1' } } }),
    );
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ received: true });

    // A session created elsewhere on the same Stripe account.
    const { id } = await newSession();
    const foreign = { ...double.get(id), id: 'cs_test_foreign', metadata: {} };
    double.sessions.set('cs_test_foreign', foreign as never);
    const res = await signedWebhook(t, double.event('checkout.session.completed', foreign));
    expect(res.statusCode).toBe(200);
  });

  it('does not confirm when Stripe reports another amount than the booking', async () => {
    const { id } = await newSession();
    const s = double.complete(id);
    s.amount_total = 1;
    await signedWebhook(t, double.event('checkout.session.completed', s));
    expect((await rows(t, id)).booking.isPaymentSuccessful).toBe(false);
  });

  it('a Stripe outage at checkout is a 502 and leaves no live booking behind', async () => {
    const before = double.creates.length;
    double.failNext = 10;
    const res = await checkout(t, { email: 'outage@example.com' });
    double.failNext = 0;
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/could not start the payment/);
    expect(double.creates.length).toBe(before);
    // The booking is stored only with its session, so nothing was written at all.
    const left = await t.database.db.select().from(bookings).where(eq(bookings.email, 'outage@example.com'));
    expect(left).toHaveLength(0);
  });

  it('a Stripe outage while verifying answers pending (the page keeps asking)', async () => {
    const { id } = await newSession();
    double.complete(id);
    double.failNext = 10;
    const res = await verify(t, id);
    double.failNext = 0;
    expect(res.json()).toEqual({ valid: false, status: 'pending' });
    expect((await verify(t, id)).json()).toEqual({ valid: true, status: 'paid' });
  });

  it('a Stripe outage while handling a webhook answers 500 so Stripe retries; the retry confirms', async () => {
    const { id } = await newSession();
    const payload = double.event('checkout.session.completed', double.complete(id));
    double.failNext = 10;
    const res = await signedWebhook(t, payload);
    double.failNext = 0;
    expect(res.statusCode).toBe(500);
    expect((await rows(t, id)).booking.isPaymentSuccessful).toBe(false);
    expect((await signedWebhook(t, payload)).statusCode).toBe(200);
    expect((await rows(t, id)).booking.isPaymentSuccessful).toBe(true);
  });

  it('does not serve the built-in checkout page when Stripe is the provider', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/checkout/lcs_aaaaaaaaaaaaaaaaaaaaaaaa' });
    expect(res.statusCode).toBe(404);
  });
});

describe('the places a Stripe checkout holds (booking-lifecycle.md section 2: never oversold)', () => {
  const double = new StripeDouble(SECRET_KEY);
  const t = useStripeTestApp(double, SECRET_KEY, WEBHOOK_SECRET);
  const group = (size: number, day: string) => ({ registrationDate: day, teamMemberCount: size, amount: size * 10 });
  const lastCreated = () => [...double.sessions.values()].at(-1)?.id as string;

  it('the last places taken between the early check and the hold: 409 SOLD_OUT and the Stripe session expired', async () => {
    const day = '2026-07-20';
    await setCapacity(t, day, 4);
    let refused = '';
    double.duringNextCreate = async () => {
      refused = lastCreated();
      // Another group's checkout takes two of the four places while Stripe creates this session.
      const other = await checkout(t, { ...group(2, day), email: 'quick@example.com' });
      expect(other.statusCode, other.body).toBe(200);
    };
    const res = await checkout(t, group(3, day));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Sorry, only 2 places are left on 20/07/2026.', code: 'SOLD_OUT' });

    expect(double.expired).toEqual([refused]);
    expect(double.get(refused).status).toBe('expired');
    expect(
      await t.database.db.select().from(paymentSessions).where(eq(paymentSessions.providerSessionId, refused)),
    ).toEqual([]);
    expect(await remainingOn(t, day)).toBe(2);
  });

  it('a failure to expire that session is logged and the answer stays 409 SOLD_OUT', async () => {
    const day = '2026-07-21';
    await setCapacity(t, day, 4);
    double.duringNextCreate = async () => {
      await checkout(t, { ...group(2, day), email: 'quicker@example.com' });
      // Stripe is down for the expire request and its retries.
      double.failNext = 10;
    };
    const expiredBefore = double.expired.length;
    const res = await checkout(t, { ...group(3, day), email: 'unlucky@example.com' });
    double.failNext = 0;
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SOLD_OUT');
    expect(double.expired).toHaveLength(expiredBefore);
  });

  it("a visitor's new checkout for the date expires their open Stripe session, which then holds nothing", async () => {
    const day = '2026-07-28';
    await setCapacity(t, day, 10);
    expect((await checkout(t, { ...group(4, day), email: 'twice@example.com' })).statusCode).toBe(200);
    const first = lastCreated();
    const again = await checkout(t, { ...group(5, day), email: 'twice@example.com' });
    expect(again.statusCode, again.body).toBe(200);
    expect(double.expired).toContain(first);
    expect(double.get(first).status).toBe('expired');
    expect((await rows(t, first)).session.status).toBe('cancelled');
    expect(await remainingOn(t, day)).toBe(5);
  });

  it('a session Stripe will not expire (paid a moment ago) stays open for its webhook', async () => {
    const day = '2026-07-29';
    await setCapacity(t, day, 10);
    expect((await checkout(t, { ...group(4, day), email: 'quick.payer@example.com' })).statusCode).toBe(200);
    const first = lastCreated();
    double.complete(first);
    const again = await checkout(t, { ...group(2, day), email: 'quick.payer@example.com' });
    expect(again.statusCode, again.body).toBe(200);
    expect(double.expired).not.toContain(first);
    expect((await rows(t, first)).session.status).toBe('open');
    expect(await remainingOn(t, day)).toBe(4);
  });

  /** A bank debit: the customer completes the checkout, the money arrives days later. */
  async function delayedPaymentPastExpiry(day: string) {
    await setCapacity(t, day, 4);
    const res = await checkout(t, group(4, day));
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().checkoutUrl.split('/').pop() as string;
    const processing = double.complete(id, 'unpaid');
    expect((await signedWebhook(t, double.event('checkout.session.completed', processing))).statusCode).toBe(200);

    t.clock.set(new Date((await rows(t, id)).session.expiresAt.getTime() + 2 * 24 * 60 * 60 * 1000));
    expect((await verify(t, id)).json()).toEqual({ valid: false, status: 'pending' });
    expect(await remainingOn(t, day)).toBe(0);
    const late = await checkout(t, { ...group(2, day), email: 'late@example.com' });
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json()).toEqual({
      message: `Sorry, ${day.split('-').reverse().join('/')} is fully booked.`,
      code: 'SOLD_OUT',
    });
    return id;
  }

  it('a delayed payment holds its places past the stored expiry until async_payment_succeeded, then is paid', async () => {
    const day = '2026-07-22';
    const id = await delayedPaymentPastExpiry(day);
    const succeeded = double.complete(id, 'paid');
    const res = await signedWebhook(t, double.event('checkout.session.async_payment_succeeded', succeeded));
    expect(res.statusCode).toBe(200);
    const after = await rows(t, id);
    expect(after.booking.isPaymentSuccessful).toBe(true);
    expect(after.session.status).toBe('paid');
    expect(after.confirmations).toHaveLength(1);
    expect(await remainingOn(t, day)).toBe(0);
  });

  it('async_payment_failed releases the places a delayed payment held', async () => {
    const day = '2026-07-23';
    const id = await delayedPaymentPastExpiry(day);
    const res = await signedWebhook(t, double.event('checkout.session.async_payment_failed', double.get(id)));
    expect(res.statusCode).toBe(200);
    const after = await rows(t, id);
    expect(after.session.status).toBe('failed');
    expect(after.booking.isPaymentSuccessful).toBe(false);
    expect(await remainingOn(t, day)).toBe(4);
    expect((await checkout(t, { ...group(4, day), email: 'next@example.com' })).statusCode).toBe(200);
  });

  it('a session past its expiry holds its places until Stripe reports how it ended, three days at most', async () => {
    const day = '2026-07-24';
    await setCapacity(t, day, 4);
    const paidLate = await checkout(t, group(4, day));
    expect(paidLate.statusCode, paidLate.body).toBe(200);
    const id = lastCreated();
    const { expiresAt } = (await rows(t, id)).session;
    // Paid a second before its expiry; Stripe's report is late (an outage on our side).
    t.clock.set(new Date(expiresAt.getTime() - 1000));
    const completed = double.complete(id);
    t.clock.set(new Date(expiresAt.getTime() + 2 * 60_000));
    expect(await remainingOn(t, day)).toBe(0);
    expect((await checkout(t, { ...group(4, day), email: 'second@example.com' })).statusCode).toBe(409);
    expect((await signedWebhook(t, double.event('checkout.session.completed', completed))).statusCode).toBe(200);
    expect((await rows(t, id)).booking.isPaymentSuccessful).toBe(true);
    expect(await remainingOn(t, day)).toBe(0);

    // An abandoned one: released when Stripe reports it expired, or three days after its expiry.
    const other = '2026-07-25';
    await setCapacity(t, other, 4);
    expect((await checkout(t, group(4, other))).statusCode).toBe(200);
    const abandoned = lastCreated();
    const until = (await rows(t, abandoned)).session.expiresAt.getTime();
    t.clock.set(new Date(until + 3 * 24 * 3_600_000 - 60_000));
    expect(await remainingOn(t, other)).toBe(0);
    t.clock.set(new Date(until + 3 * 24 * 3_600_000 + 60_000));
    expect(await remainingOn(t, other)).toBe(4);
  });
});

describe('Stripe checkouts that expire unreported (their webhook lost)', () => {
  const double = new StripeDouble(SECRET_KEY);
  const t = useStripeTestApp(double, SECRET_KEY, WEBHOOK_SECRET);
  const settle = () => t.app.services.payments.settleUnreportedCheckouts(t.app.log);
  const { graceMs, recheckMs } = UNREPORTED_CHECKOUT_WORK;

  /** A checkout for all 4 places of `day`, and the instant its session expires. */
  async function fullCheckout(day: string) {
    await setCapacity(t, day, 4);
    // A visitor of their own: a visitor's next checkout supersedes their open one.
    const res = await checkout(t, {
      registrationDate: day,
      teamMemberCount: 4,
      amount: 40,
      email: `full.${day}@example.com`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().checkoutUrl.split('/').pop() as string;
    return { id, expiresAt: (await rows(t, id)).session.expiresAt.getTime() };
  }

  it('confirms a payment Stripe took once the grace after expiry has passed, with one confirmation mail', async () => {
    const { id, expiresAt } = await fullCheckout('2026-08-03');
    double.complete(id);
    t.clock.set(new Date(expiresAt + graceMs - 60_000));
    expect(await settle()).toBe(0);
    expect((await rows(t, id)).booking.isPaymentSuccessful).toBe(false);

    t.clock.set(new Date(expiresAt + graceMs + 60_000));
    expect(await settle()).toBe(1);
    const after = await rows(t, id);
    expect(after.booking.isPaymentSuccessful).toBe(true);
    expect(after.session.status).toBe('paid');
    expect(after.confirmations).toHaveLength(1);
    t.clock.set(new Date(expiresAt + graceMs + recheckMs + 60_000));
    expect(await settle()).toBe(0);
  });

  it("gives an abandoned checkout's places back as soon as Stripe says it expired, not three days later", async () => {
    const day = '2026-08-04';
    const { id, expiresAt } = await fullCheckout(day);
    double.expire(id);
    t.clock.set(new Date(expiresAt + graceMs + 60_000));
    expect(await remainingOn(t, day)).toBe(0);
    expect(await settle()).toBe(1);
    expect((await rows(t, id)).session.status).toBe('expired');
    expect(await remainingOn(t, day)).toBe(4);
  });

  it('asks again after the recheck interval when Stripe cannot answer, and the places stay held meanwhile', async () => {
    const day = '2026-08-05';
    const { id, expiresAt } = await fullCheckout(day);
    double.expire(id);
    t.clock.set(new Date(expiresAt + graceMs + 60_000));
    double.failNext = 10;
    expect(await settle()).toBe(1);
    double.failNext = 0;
    expect((await rows(t, id)).session.status).toBe('open');
    expect(await remainingOn(t, day)).toBe(0);

    t.clock.set(new Date(expiresAt + graceMs + recheckMs - 60_000));
    expect(await settle()).toBe(0);
    t.clock.set(new Date(expiresAt + graceMs + recheckMs + 120_000));
    expect(await settle()).toBe(1);
    expect((await rows(t, id)).session.status).toBe('expired');
  });

  it("leaves a checkout whose payment is processing to Stripe's webhooks", async () => {
    const { id, expiresAt } = await fullCheckout('2026-08-06');
    const processing = double.complete(id, 'unpaid');
    expect((await signedWebhook(t, double.event('checkout.session.completed', processing))).statusCode).toBe(200);
    t.clock.set(new Date(expiresAt + graceMs + 60_000));
    expect(await settle()).toBe(0);
    expect((await rows(t, id)).session.status).toBe('open');
  });

  it('two processes settling at once ask Stripe once per session and confirm each payment once', async () => {
    const second = await secondInstance(t);
    try {
      const sessions = [];
      for (const day of ['2026-08-10', '2026-08-11', '2026-08-12']) sessions.push(await fullCheckout(day));
      for (const { id } of sessions) double.complete(id);
      const latest = Math.max(...sessions.map((s) => s.expiresAt));
      t.clock.set(new Date(latest + graceMs + 60_000));
      const retrievesBefore = double.retrieves;
      const asked = await Promise.all([
        settle(),
        second.services.payments.settleUnreportedCheckouts(second.log),
        settle(),
      ]);
      expect(asked.reduce((a, b) => a + b, 0)).toBe(3);
      for (const { id } of sessions) {
        const after = await rows(t, id);
        expect(after.booking.isPaymentSuccessful).toBe(true);
        expect(after.confirmations).toHaveLength(1);
      }
      expect(double.retrieves - retrievesBefore).toBe(3);
    } finally {
      await second.close();
    }
  });
});
