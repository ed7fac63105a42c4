import { API, DATE_RANGE_MESSAGE, MESSAGES } from '@seaside/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, lockedDates, mailOutbox, paymentSessions } from '../../db/schema.js';
import { checkoutBody } from '../../test/checkout-values.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { CLIENT_ADDRESS_RETENTION } from './payments.service.js';

const m = MESSAGES.booking;
const FUTURE = '2026-07-01';

let ipCounter = 0;
/** A fresh client address per call keeps the checkout rate limit out of tests that are not about it. */
const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

async function checkout(t: TestApp, overrides: Record<string, unknown> = {}, remoteAddress = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: API.payment.checkout,
    payload: checkoutBody(overrides),
    remoteAddress,
  });
}

function sessionIdOf(checkoutUrl: string): string {
  return checkoutUrl.split('/').pop() as string;
}

async function startCheckout(t: TestApp, overrides: Record<string, unknown> = {}) {
  const res = await checkout(t, overrides);
  expect(res.statusCode, res.body).toBe(200);
  return sessionIdOf(res.json().checkoutUrl);
}

const pay = (t: TestApp, id: string) => t.app.inject({ method: 'POST', url: `/checkout/${id}/pay` });
const cancel = (t: TestApp, id: string) => t.app.inject({ method: 'POST', url: `/checkout/${id}/cancel` });
const verify = (t: TestApp, id: string) =>
  t.app.inject({ method: 'GET', url: `${API.payment.verifySession}?sessionId=${encodeURIComponent(id)}` });

/** A paid booking made the way a visitor makes one. */
async function paidBooking(t: TestApp, overrides: Record<string, unknown> = {}) {
  const id = await startCheckout(t, overrides);
  expect((await pay(t, id)).statusCode).toBe(303);
  return id;
}

async function sessionRow(t: TestApp, providerSessionId: string) {
  const [row] = await t.database.db
    .select()
    .from(paymentSessions)
    .where(eq(paymentSessions.providerSessionId, providerSessionId));
  if (!row) throw new Error('no session row');
  const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, row.bookingId));
  if (!booking) throw new Error('no booking row');
  return { session: row, booking };
}

describe('POST /api/payment/checkout (local provider)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Capacity is tested in payments.capacity.api.test.ts; here it must not refuse these many checkouts.
    t = await createTestApp({ env: { DAILY_CAPACITY: '10000' } });
  });
  afterAll(() => t.close());

  it('prices on the server, creates one unpaid booking and an open 30-minute session', async () => {
    const res = await checkout(t, { teamMemberCount: 3, amount: 30, email: '  Ada@Example.com ' });
    expect(res.statusCode, res.body).toBe(200);
    const { checkoutUrl } = res.json();
    expect(checkoutUrl).toMatch(/^http:\/\/shop\.test\/checkout\/lcs_[\w-]{32}$/);
    const { session, booking } = await sessionRow(t, sessionIdOf(checkoutUrl));
    expect(booking).toMatchObject({
      email: 'Ada@Example.com',
      fullName: 'Ada Lovelace',
      teamMemberCount: 3,
      registrationDate: FUTURE,
      amountPence: 3000,
      isPaymentSuccessful: false,
      bookingSource: 'DIRECT',
      accessCode: null,
      accessToken: null,
    });
    expect(session).toMatchObject({ provider: 'local', status: 'open', amountPence: 3000, currency: 'GBP' });
    expect(session.expiresAt.getTime() - t.clock.now().getTime()).toBe(30 * 60 * 1000);
    expect(t.mail.delivered).toHaveLength(0);
  });

  it('accepts the amount as a number, a string, ? or absent, and always charges the server price', async () => {
    // "?": the page had no price to show (product spec section 3).
    for (const amount of [40, '40', '40.00', 40.0, undefined, '?']) {
      const res = await checkout(t, { teamMemberCount: 4, amount });
      expect(res.statusCode, `${amount}: ${res.body}`).toBe(200);
      const { session } = await sessionRow(t, sessionIdOf(res.json().checkoutUrl));
      expect(session.amountPence).toBe(4000);
    }
  });

  it('refuses a tampered amount with 400 AMOUNT_MISMATCH and writes nothing', async () => {
    const before = await t.database.db.select().from(bookings);
    for (const amount of [1, 0, 19.99, -20, '0.01', 200]) {
      const res = await checkout(t, { teamMemberCount: 2, amount });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json()).toMatchObject({ message: m.amountMismatch, code: 'AMOUNT_MISMATCH' });
    }
    expect(await t.database.db.select().from(bookings)).toHaveLength(before.length);
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['missing e-mail', { email: undefined }, 'email', m.emailRequired],
    ['blank e-mail', { email: '   ' }, 'email', m.emailRequired],
    ['e-mail without @', { email: 'ada.example.com' }, 'email', m.emailInvalid],
    ['e-mail without domain dot', { email: 'ada@example' }, 'email', m.emailInvalid],
    ['e-mail with a space', { email: 'ada lovelace@example.com' }, 'email', m.emailInvalid],
    ['e-mail over 254 characters', { email: `${'a'.repeat(250)}@ex.com` }, 'email', m.emailInvalid],
    ['e-mail not text', { email: 42 }, 'email', m.emailRequired],
    ['e-mail with a control character', { email: 'ada\u0000@example.com' }, 'email', m.emailInvalid],
    ['missing name', { fullName: undefined }, 'fullName', m.fullNameRequired],
    ['blank name', { fullName: '   ' }, 'fullName', m.fullNameRequired],
    ['name of digits', { fullName: '12345' }, 'fullName', m.fullNameInvalid],
    ['name with markup', { fullName: '<b>Ada</b>' }, 'fullName', m.fullNameInvalid],
    ['name over 100 characters', { fullName: 'A'.repeat(101) }, 'fullName', m.fullNameTooLong],
    ['missing count', { teamMemberCount: undefined }, 'teamMemberCount', m.participantsRequired],
    ['count of one', { teamMemberCount: 1, amount: 10 }, 'teamMemberCount', m.participantsMinimum],
    ['count of zero', { teamMemberCount: 0, amount: 0 }, 'teamMemberCount', m.participantsMinimum],
    ['negative count', { teamMemberCount: -3, amount: undefined }, 'teamMemberCount', m.participantsMinimum],
    ['fractional count', { teamMemberCount: 2.5, amount: 25 }, 'teamMemberCount', m.participantsWholeNumber],
    ['count as text', { teamMemberCount: '3', amount: 30 }, 'teamMemberCount', m.participantsWholeNumber],
    ['count over 100', { teamMemberCount: 101, amount: 1010 }, 'teamMemberCount', m.participantsMaximum],
    ['missing date', { registrationDate: undefined }, 'registrationDate', 'Use a real date written YYYY-MM-DD.'],
    ['impossible date', { registrationDate: '2026-02-30' }, 'registrationDate', 'Use a real date written YYYY-MM-DD.'],
    ['date in another format', { registrationDate: '01/07/2026' }, 'registrationDate', ''],
    ['date after the calendar', { registrationDate: '9999-12-31' }, 'registrationDate', DATE_RANGE_MESSAGE],
    ['amount that is not a number', { amount: 'twenty' }, 'amount', 'The amount must be the price in pounds, or ?.'],
    ['allowDuplicate not a boolean', { allowDuplicate: 'yes' }, 'allowDuplicate', ''],
  ];
  it.each(invalid)('refuses %s with 400 and a field error', async (_name, overrides, field, message) => {
    const res = await checkout(t, overrides);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(Object.keys(body.errors)).toContain(field);
    if (message) expect(body.errors[field]).toBe(message);
    expect(typeof body.message).toBe('string');
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.payment.checkout,
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a past date (venue time zone), accepts today', async () => {
    // 23:30 UTC on 15 June is 00:30 on 16 June in London: the 15th is already past there.
    t.clock.set('2026-06-15T23:30:00Z');
    try {
      const past = await checkout(t, { registrationDate: '2026-06-15' });
      expect(past.statusCode).toBe(400);
      expect(past.json()).toMatchObject({ message: m.datePast, errors: { registrationDate: m.datePast } });
      expect((await checkout(t, { registrationDate: '2026-06-16' })).statusCode).toBe(200);
      expect((await checkout(t, { registrationDate: '2020-01-01' })).statusCode).toBe(400);
    } finally {
      t.clock.set('2026-06-15T11:00:00Z');
    }
  });

  it('refuses dates past the calendar range', async () => {
    const res = await checkout(t, { registrationDate: '2100-01-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.registrationDate).toBeTruthy();
  });

  it('refuses a locked date', async () => {
    await t.database.db.insert(lockedDates).values({ date: '2026-08-01' });
    const res = await checkout(t, { registrationDate: '2026-08-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: m.dateLocked, errors: { registrationDate: m.dateLocked } });
    expect((await checkout(t, { registrationDate: '2026-08-02' })).statusCode).toBe(200);
  });

  it('answers 409 DUPLICATE_BOOKING for a paid booking with the same e-mail (any case) and date, unless allowDuplicate', async () => {
    await paidBooking(t, { email: 'grace@example.com', registrationDate: '2026-09-09' });
    const dup = await checkout(t, { email: 'GRACE@Example.COM', registrationDate: '2026-09-09' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('DUPLICATE_BOOKING');

    const allowed = await checkout(t, {
      email: 'GRACE@Example.COM',
      registrationDate: '2026-09-09',
      allowDuplicate: true,
    });
    expect(allowed.statusCode).toBe(200);
    // Another date or another e-mail is not a duplicate.
    expect((await checkout(t, { email: 'grace@example.com', registrationDate: '2026-09-10' })).statusCode).toBe(200);
    expect((await checkout(t, { email: 'grace2@example.com', registrationDate: '2026-09-09' })).statusCode).toBe(200);
  });

  it('does not count unpaid, deleted or cancelled bookings as duplicates', async () => {
    await startCheckout(t, { email: 'unpaid@example.com', registrationDate: '2026-09-11' });
    expect((await checkout(t, { email: 'unpaid@example.com', registrationDate: '2026-09-11' })).statusCode).toBe(200);

    const id = await paidBooking(t, { email: 'gone@example.com', registrationDate: '2026-09-12' });
    const { booking } = await sessionRow(t, id);
    await t.database.db.update(bookings).set({ deletedAt: t.clock.now() }).where(eq(bookings.id, booking.id));
    expect((await checkout(t, { email: 'gone@example.com', registrationDate: '2026-09-12' })).statusCode).toBe(200);

    // A customer who cancelled a date and books it again has no booking for it any more.
    const cancelledId = await paidBooking(t, { email: 'again@example.com', registrationDate: '2026-09-13' });
    const cancelled = (await sessionRow(t, cancelledId)).booking;
    await t.database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, cancelled.id));
    expect((await checkout(t, { email: 'again@example.com', registrationDate: '2026-09-13' })).statusCode).toBe(200);
  });

  it('answers checkouts made at the same moment each on its own, each booking with its own session', async () => {
    await t.database.db.insert(lockedDates).values({ date: '2026-10-03' });
    await paidBooking(t, { email: 'taken@example.com', registrationDate: '2026-10-04' });
    const bodies = [
      ...Array.from({ length: 8 }, (_, i) => ({
        email: `crowd${i}@example.com`,
        registrationDate: `2026-10-${String(10 + (i % 3)).padStart(2, '0')}`,
        teamMemberCount: 2 + i,
        amount: 2 * 10 + i * 10,
      })),
      { email: 'locked@example.com', registrationDate: '2026-10-03' },
      { email: 'TAKEN@example.com', registrationDate: '2026-10-04' },
    ];
    const results = await Promise.all(bodies.map((body) => checkout(t, body)));
    expect(results.map((r) => r.statusCode)).toEqual([...Array(8).fill(200), 400, 409]);
    for (const [i, res] of results.slice(0, 8).entries()) {
      const { session, booking } = await sessionRow(t, sessionIdOf(res.json().checkoutUrl));
      expect(booking).toMatchObject({
        email: `crowd${i}@example.com`,
        teamMemberCount: 2 + i,
        amountPence: (2 + i) * 1000,
      });
      expect(session).toMatchObject({ status: 'open', amountPence: (2 + i) * 1000 });
    }
    const refused = await t.database.db.select().from(bookings).where(eq(bookings.email, 'locked@example.com'));
    expect(refused).toHaveLength(0);
  });

  it('rate limits checkout creation per client address', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 60; i++) expect((await checkout(t, {}, ip)).statusCode).toBe(200);
    const limited = await checkout(t, {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeTruthy();
    expect(limited.json().message).toMatch(/Too many attempts/);
    expect((await checkout(t, {}, '192.0.2.78')).statusCode).toBe(200);
    t.clock.advance(10 * 60 * 1000 + 1000);
    expect((await checkout(t, {}, ip)).statusCode).toBe(200);
    t.clock.set('2026-06-15T11:00:00Z');
  });

  it('caps the unpaid checkouts open from one address; one superseded, paid or expired does not count', async () => {
    const ip = '192.0.2.90';
    const open = (i: number) => checkout(t, { email: `holder${i}@example.com`, registrationDate: `2026-09-0${i}` }, ip);
    const first = sessionIdOf((await open(1)).json().checkoutUrl);
    t.clock.advance(60_000);
    for (const i of [2, 3]) expect((await open(i)).statusCode).toBe(200);

    const refused = await open(4);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(m.tooManyOpenCheckouts(3, 29 * 60));
    expect(refused.headers['retry-after']).toBe(String(29 * 60));
    const stored = await t.database.db.select().from(bookings).where(eq(bookings.email, 'holder4@example.com'));
    expect(stored).toHaveLength(0);
    // Another address is not held back; the same visitor starting the same checkout again supersedes it.
    expect((await checkout(t, { email: 'holder4@example.com' }, '192.0.2.91')).statusCode).toBe(200);
    expect((await open(3)).statusCode).toBe(200);

    expect((await pay(t, first)).statusCode).toBe(303);
    expect((await open(4)).statusCode).toBe(200);
    expect((await open(5)).statusCode).toBe(429);
    t.clock.advance(30 * 60 * 1000);
    expect((await open(5)).statusCode).toBe(200);
    t.clock.set('2026-06-15T11:00:00Z');
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const from = (host: string, i: number) =>
      checkout(t, { email: `v6-${i}@example.com`, registrationDate: `2026-09-1${i}` }, `2001:db8:5:6::${host}`);
    for (const i of [1, 2, 3]) expect((await from(String(i), i)).statusCode).toBe(200);
    expect((await from('99', 4)).statusCode).toBe(429);
    const elsewhere = await checkout(t, { email: 'v6-5@example.com' }, '2001:db8:5:7::1');
    expect(elsewhere.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ clientAddress: paymentSessions.clientAddress })
      .from(paymentSessions)
      .where(eq(paymentSessions.providerSessionId, sessionIdOf(elsewhere.json().checkoutUrl)));
    expect(row?.clientAddress).toBe('2001:db8:5:7::/64');
  });

  it("forgets a checkout's client address a week after it expired", async () => {
    const id = sessionIdOf((await checkout(t, { email: 'kept@example.com' }, '192.0.2.99')).json().checkoutUrl);
    expect((await sessionRow(t, id)).session.clientAddress).toBe('192.0.2.99');
    t.clock.advance(30 * 60_000 + CLIENT_ADDRESS_RETENTION.keepMs - 60_000);
    await t.app.services.payments.forgetClientAddresses();
    expect((await sessionRow(t, id)).session.clientAddress).toBe('192.0.2.99');
    t.clock.advance(2 * 60_000);
    expect(await t.app.services.payments.forgetClientAddresses()).toBeGreaterThanOrEqual(1);
    expect((await sessionRow(t, id)).session.clientAddress).toBeNull();
    t.clock.set('2026-06-15T11:00:00Z');
  });
});

describe('local checkout page, verify-session and confirmation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => {
    t.clock.set('2026-06-15T11:00:00Z');
  });
  afterAll(() => t.close());

  it('shows a branded page with the amount, group size, date and name, with Pay and Cancel forms', async () => {
    const id = await startCheckout(t, { teamMemberCount: 3, amount: 30, fullName: "Seán O'Brien" });
    const res = await t.app.inject({ method: 'GET', url: `/checkout/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(html).toContain('Seaside Secrets');
    expect(html).toContain('£30.00');
    expect(html).toContain('£10.00');
    expect(html).toContain('3 players');
    expect(html).toMatch(/Wednesday,? 1 July 2026/);
    expect(html).toContain('Seán O&#39;Brien');
    expect(html).toContain(`action="/checkout/${id}/pay"`);
    expect(html).toContain(`action="/checkout/${id}/cancel"`);
    expect(html).toMatch(/<button[^>]*>Pay<\/button>/);
    expect(html).toMatch(/<button[^>]*>Cancel<\/button>/);
    expect(html).not.toMatch(/<script/i);
    // The site's own icon, so the browser asks for no /favicon.ico (a 404 in its console).
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
    // The built-in checkout never takes money, and says so.
    expect(html).toContain('No money is taken');
    expect(html).toContain('nothing is charged');
  });

  it('escapes every user value in the page', async () => {
    const id = await startCheckout(t, { email: 'x<script>alert(1)</script>"@evil.com' });
    const html = (await t.app.inject({ method: 'GET', url: `/checkout/${id}` })).body;
    expect(html).not.toContain('<script>');
    expect(html).toContain('x&lt;script&gt;alert(1)&lt;/script&gt;&quot;@evil.com');
  });

  it('answers 404 for an unknown or malformed session, on the page and in verify-session', async () => {
    for (const path of ['/checkout/lcs_doesnotexistdoesnotexist00', '/checkout/..%2f..%2fetc', '/checkout/x']) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.body).toContain('Checkout not found');
    }
    expect((await pay(t, 'lcs_doesnotexistdoesnotexist00')).statusCode).toBe(404);
    const v = await verify(t, 'lcs_doesnotexistdoesnotexist00');
    expect(v.statusCode).toBe(404);
    expect(v.json().message).toBe(m.sessionNotFound);
    expect((await t.app.inject({ method: 'GET', url: API.payment.verifySession })).statusCode).toBe(400);
    expect((await verify(t, 'lcs_\u0000bad')).statusCode).toBe(400);
    expect((await verify(t, "' or 1=1 --")).statusCode).toBe(404);
  });

  it('is pending until Pay, then paid with credentials and exactly one confirmation mail', async () => {
    const id = await startCheckout(t, { email: 'pay@example.com', teamMemberCount: 4, amount: 40 });
    expect((await verify(t, id)).json()).toEqual({ valid: false, status: 'pending' });

    const paid = await pay(t, id);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/success?session_id=${id}`);
    expect((await verify(t, id)).json()).toEqual({ valid: true, status: 'paid' });

    // Reposting, reloading the page, cancelling afterwards: all still paid, nothing sent twice.
    expect((await pay(t, id)).headers.location).toBe(`/success?session_id=${id}`);
    expect((await t.app.inject({ method: 'GET', url: `/checkout/${id}` })).headers.location).toBe(
      `/success?session_id=${id}`,
    );
    expect((await cancel(t, id)).headers.location).toBe(`/success?session_id=${id}`);
    expect((await verify(t, id)).json()).toEqual({ valid: true, status: 'paid' });

    const { session, booking } = await sessionRow(t, id);
    expect(session.status).toBe('paid');
    expect(booking.isPaymentSuccessful).toBe(true);
    expect(booking.paidAt).toBeTruthy();
    expect(booking.accessCode).toMatch(/^[0-9A-F]{4}$/);
    expect(booking.accessToken?.length).toBeGreaterThanOrEqual(22);

    await t.flushMail();
    const confirmations = t.mail.ofKind('confirmation').filter((mail) => mail.bookingId === booking.id);
    expect(confirmations).toHaveLength(1);
  });

  it('sends a confirmation mail with date, group size, price, that no money was taken, next steps, contact and an .ics', async () => {
    const id = await paidBooking(t, {
      email: 'mail@example.com',
      fullName: 'Mary Anning',
      teamMemberCount: 5,
      amount: 50,
      registrationDate: '2026-07-04',
    });
    const { booking } = await sessionRow(t, id);
    await t.flushMail();
    const [mail] = t.mail.ofKind('confirmation').filter((x) => x.bookingId === booking.id);
    expect(mail).toBeDefined();
    if (!mail) return;
    expect(mail.toAddress).toBe('mail@example.com');
    for (const body of [mail.textBody, mail.htmlBody]) {
      expect(body).toMatch(/Saturday,? 4 July 2026/);
      expect(body).toContain('5 players');
      expect(body).toContain('£50.00');
      expect(body).toMatch(/what happens next/i);
      expect(body).toContain(t.config.contactEmail);
      expect(body).toContain('Mary Anning');
      expect(body).toContain('no money was taken and no card was charged');
    }
    expect(mail.textBody).toContain('Price: £50.00');
    expect(mail.textBody).toContain('Amount paid: Nothing: no money was taken');
    const ics = mail.attachments.find((a) => a.filename.endsWith('.ics'));
    expect(ics?.contentType).toContain('text/calendar');
    const calendar = Buffer.from(ics?.content ?? '', 'base64').toString('utf8');
    expect(calendar).toContain('BEGIN:VEVENT');
    expect(calendar).toContain('DTSTART;VALUE=DATE:20260704');
    // The mission briefing waits for the day itself.
    expect(t.mail.ofKind('briefing').filter((x) => x.bookingId === booking.id)).toHaveLength(0);
  });

  it('confirms once under 15 concurrent Pay clicks', async () => {
    const id = await startCheckout(t, { email: 'race@example.com' });
    const results = await Promise.all(Array.from({ length: 15 }, () => pay(t, id)));
    for (const r of results) expect(r.headers.location).toBe(`/success?session_id=${id}`);
    const { booking } = await sessionRow(t, id);
    const outbox = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.bookingId, booking.id));
    expect(outbox.filter((x) => x.kind === 'confirmation')).toHaveLength(1);
  });

  it('Cancel returns to /book-now and the session is failed; Pay afterwards changes nothing', async () => {
    const id = await startCheckout(t);
    const res = await cancel(t, id);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/book-now');
    expect((await verify(t, id)).json()).toEqual({ valid: false, status: 'failed' });

    const late = await pay(t, id);
    expect(late.statusCode).toBe(410);
    expect(late.body).toContain('This checkout was cancelled');
    const { booking, session } = await sessionRow(t, id);
    expect(session.status).toBe('cancelled');
    expect(booking.isPaymentSuccessful).toBe(false);
    expect(booking.accessCode).toBeNull();
  });

  it('expires after 30 minutes: the page says so, verify answers failed, Pay charges nothing', async () => {
    const id = await startCheckout(t);
    t.clock.advance(29 * 60 * 1000);
    expect((await t.app.inject({ method: 'GET', url: `/checkout/${id}` })).statusCode).toBe(200);
    t.clock.advance(60 * 1000);
    const page = await t.app.inject({ method: 'GET', url: `/checkout/${id}` });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This checkout has expired');
    expect((await verify(t, id)).json()).toEqual({ valid: false, status: 'failed' });
    const late = await pay(t, id);
    expect(late.statusCode).toBe(410);
    expect(late.body).toContain('expired');
    const { booking, session } = await sessionRow(t, id);
    expect(session.status).toBe('expired');
    expect(booking.isPaymentSuccessful).toBe(false);
  });

  it('an expired session found first by verify-session is failed', async () => {
    const id = await startCheckout(t);
    t.clock.advance(31 * 60 * 1000);
    expect((await verify(t, id)).json()).toEqual({ valid: false, status: 'failed' });
    expect((await sessionRow(t, id)).session.status).toBe('expired');
  });

  it('refuses the Stripe webhook when Stripe is not configured', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.payment.webhook,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/date/public-list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists locked dates from today (venue time) on, ascending', async () => {
    const empty = await t.app.inject({ method: 'GET', url: API.date.publicList });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ lockedDates: [], fullDates: [] });

    await t.database.db
      .insert(lockedDates)
      .values([{ date: '2026-12-25' }, { date: '2026-06-14' }, { date: '2026-06-15' }, { date: '2026-07-01' }]);
    const res = await t.app.inject({ method: 'GET', url: API.date.publicList });
    expect(res.json()).toEqual({ lockedDates: ['2026-06-15', '2026-07-01', '2026-12-25'], fullDates: [] });
  });
});
