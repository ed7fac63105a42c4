import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { API, PAGES } from '@seaside/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { admins, bookings, paymentSessions } from '../db/schema.js';
import { seedDatabase } from '../db/seed.js';
import { ensureAdmin } from '../modules/admin-auth/admin-accounts.js';
import { PLAYER_COOKIE } from '../modules/hunt/player-cookie.js';
import { TestClock } from '../test/clock.js';
import { CapturingTransport } from '../test/mail-capture.js';
import { StripeDouble } from '../test/stripe-double.js';
import { createTestDatabase } from '../test/test-database.js';

/**
 * Runs a whole journey (admin login, refresh, admin calls, logout; checkout, payment, webhook,
 * verify; access code, token validation, chat) with the real pino logger at `trace` writing to a
 * captured stream, including failure paths (wrong password, bad token, Stripe outage, bad
 * webhook signature), and proves that no secret reaches the logs.
 */

const SECRETS = {
  jwtSecret: 'jwt-secret-for-the-log-test-0123456789-abcdefghijkl',
  stripeSecretKey: 'sk_test_logtest_4eC39HqLyjWDarjtT1zdp7dc',
  stripeWebhookSecret: 'whsec_logtest_3c2b1a0f9e8d7c6b5a4f3e2d1c0b',
  adminPassword: 'Tide-Pool-Lantern-42',
  wrongPassword: 'Guess-Me-Not-2026!',
};
const ADMIN_MOBILE = '07700900456';
const TODAY = '2026-06-15';

class CapturedLog extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.lines.push(chunk.toString('utf8'));
    done();
  }
  get text(): string {
    return this.lines.join('');
  }
}

describe('no secret reaches the logs (journey at trace level)', () => {
  const log = new CapturedLog();
  const double = new StripeDouble(SECRETS.stripeSecretKey);
  const mail = new CapturingTransport();
  const clock = new TestClock('2026-06-15T11:00:00Z');
  const stripe = new Stripe(SECRETS.stripeSecretKey);
  const found: Record<string, string> = {};
  let app: FastifyInstance;
  let database: Database;
  let dataDir: string;

  beforeAll(async () => {
    const stripeUrl = await double.start();
    dataDir = mkdtempSync(path.join(tmpdir(), 'seaside-logs-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'trace',
      JWT_SECRET: SECRETS.jwtSecret,
      PUBLIC_URL: 'http://shop.test',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: SECRETS.stripeSecretKey,
      STRIPE_WEBHOOK_SECRET: SECRETS.stripeWebhookSecret,
      STRIPE_API_URL: stripeUrl,
    });
    database = await createTestDatabase();
    await seedDatabase(database.db, { dailyCapacity: config.dailyCapacity });
    await ensureAdmin(database.db, ADMIN_MOBILE, SECRETS.adminPassword);
    const [admin] = await database.db.select().from(admins).where(eq(admins.mobileNumber, ADMIN_MOBILE));
    found.passwordHash = admin?.passwordHash ?? '';
    app = await buildApp({
      config,
      database,
      clock,
      mailTransport: mail,
      logger: { level: 'trace', stream: log },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await double.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs the journey and finds none of the secrets in the log stream', { timeout: 60_000 }, async () => {
    const ip = '10.40.0.1';
    const signIn = (password: string) =>
      app.inject({
        method: 'POST',
        url: API.user.login,
        payload: { mobileNumber: ADMIN_MOBILE, password },
        remoteAddress: ip,
      });
    const refresh = (refreshToken: string) =>
      app.inject({ method: 'POST', url: API.user.refreshToken, cookies: { refreshToken } });
    const refreshCookie = (res: LightMyRequestResponse) =>
      res.cookies.find((c) => c.name === 'refreshToken')?.value ?? '';

    // Admin: a wrong password, then the right one, refresh, admin calls, a forged token, logout.
    const wrong = await signIn(SECRETS.wrongPassword);
    expect(wrong.statusCode).toBe(401);
    const login = await signIn(SECRETS.adminPassword);
    expect(login.statusCode).toBe(200);
    found.accessToken = login.json().accessToken;
    found.refreshToken = refreshCookie(login);
    const refreshed = await refresh(found.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    found.accessToken2 = refreshed.json().accessToken;
    found.refreshToken2 = refreshCookie(refreshed);
    // Reusing the rotated refresh token is an alarm (logged as such, but without the token).
    const reuse = await refresh(found.refreshToken);
    expect(reuse.statusCode).toBe(401);
    const relogin = await signIn(SECRETS.adminPassword);
    found.accessToken3 = relogin.json().accessToken;
    found.refreshToken3 = refreshCookie(relogin);
    const bearer = { authorization: `Bearer ${found.accessToken3}` };
    expect(
      (await app.inject({ method: 'GET', url: `${API.user.list}?page=1&limit=5`, headers: bearer })).statusCode,
    ).toBe(200);
    const forged = await app.inject({
      method: 'GET',
      url: API.configs.list,
      headers: { authorization: `Bearer ${found.accessToken3}x` },
    });
    expect(forged.statusCode).toBe(401);

    // Booking: a Stripe outage first, then a checkout that works.
    const booking = {
      email: 'grace@example.com',
      registrationDate: TODAY,
      teamMemberCount: 3,
      amount: 30,
      fullName: 'Grace Hopper',
      allowDuplicate: true,
    };
    double.failNext = 10;
    const outage = await app.inject({ method: 'POST', url: API.payment.checkout, payload: booking, remoteAddress: ip });
    expect(outage.statusCode).toBe(502);
    double.failNext = 0;
    const checkout = await app.inject({
      method: 'POST',
      url: API.payment.checkout,
      payload: booking,
      remoteAddress: ip,
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const sessionId = (checkout.json().checkoutUrl as string).split('/').pop() as string;

    // A webhook with a bad signature, then the real one, then the return page.
    const event = double.event('checkout.session.completed', double.complete(sessionId));
    const badSig = await app.inject({
      method: 'POST',
      url: API.payment.webhook,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
      payload: event,
    });
    expect(badSig.statusCode).toBe(400);
    const webhook = await app.inject({
      method: 'POST',
      url: API.payment.webhook,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({
          payload: event,
          secret: SECRETS.stripeWebhookSecret,
        }),
      },
      payload: event,
    });
    expect(webhook.statusCode, webhook.body).toBe(200);
    const verify = await app.inject({
      method: 'GET',
      url: `${API.payment.verifySession}?sessionId=${encodeURIComponent(sessionId)}`,
    });
    expect(verify.json()).toEqual({ valid: true, status: 'paid' });
    while ((await app.deps.mailWorker.runOnce()) > 0);
    expect(mail.delivered.length).toBeGreaterThanOrEqual(1);

    const [session] = await database.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.providerSessionId, sessionId));
    const [paid] = await database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, session?.bookingId ?? ''));
    found.playerToken = paid?.accessToken ?? '';
    expect(found.playerToken.length).toBeGreaterThanOrEqual(22);

    // Player: the code, the briefing link, the browser page of the link, the chat.
    const code = await app.inject({
      method: 'POST',
      url: API.access.validateCode,
      payload: { code: paid?.accessCode, date: clock.now().toISOString() },
      remoteAddress: ip,
    });
    expect(code.json().success).toBe(true);
    const page = await app.inject({ method: 'GET', url: `/puzzle/access/${found.playerToken}` });
    expect(page.statusCode).toBeLessThan(500);
    const validate = await app.inject({ method: 'GET', url: API.access.validateToken(found.playerToken) });
    expect(validate.json().status).toBe('active');
    const cookie = { [PLAYER_COOKIE]: found.playerToken };
    expect((await app.inject({ method: 'POST', url: API.puzzle.start, cookies: cookie })).statusCode).toBe(200);
    const send = await app.inject({
      method: 'POST',
      url: API.puzzle.send,
      cookies: cookie,
      payload: { message: 'START' },
    });
    expect(send.statusCode).toBe(200);
    const unknown = await app.inject({ method: 'GET', url: API.access.validateToken(`${found.playerToken}zz`) });
    expect(unknown.json().status).toBe('invalid');

    // Customer: the manage page of the confirmation mail, its API, a refused change, a cancellation.
    found.manageToken = paid?.manageToken ?? '';
    const managePage = await app.inject({ method: 'GET', url: `/booking/manage/${found.manageToken}` });
    expect(managePage.statusCode).toBeLessThan(500);
    const manage = await app.inject({ method: 'GET', url: API.manage.get(found.manageToken), remoteAddress: ip });
    expect(manage.statusCode, manage.body).toBe(200);
    const refused = await app.inject({
      method: 'POST',
      url: API.manage.changeDate(found.manageToken),
      payload: { registrationDate: '2020-01-01' },
      remoteAddress: ip,
    });
    expect(refused.statusCode).toBe(409);

    const logout = await app.inject({
      method: 'POST',
      url: API.user.logout,
      cookies: { refreshToken: found.refreshToken3 },
    });
    expect(logout.statusCode).toBe(200);

    // The logger really ran at trace level and saw the journey.
    const text = log.text;
    expect(app.log.level).toBe('trace');
    expect(text).toContain(API.payment.webhook);
    // Paths that carry the player's token are logged with it masked.
    expect(text).toContain(API.access.validateToken.pattern.replace(':token', '[REDACTED]'));
    expect(text).toContain(PAGES.puzzleToken('[REDACTED]'));
    expect(text).toContain(API.manage.changeDate.pattern.replace(':token', '[REDACTED]'));
    expect(log.lines.length).toBeGreaterThan(30);

    const secrets: Record<string, string> = { ...SECRETS, ...found };
    for (const [name, value] of Object.entries({ ...secrets })) {
      // A JWT's signature alone would let nobody in, but it must not leak either.
      if (value.split('.').length === 3) secrets[`${name}.signature`] = value.split('.')[2] ?? '';
    }
    const leaks = Object.entries(secrets)
      .filter(([, value]) => value.length >= 8)
      .filter(([, value]) => text.includes(value) || text.includes(encodeURIComponent(value)))
      .map(([name]) => name);
    expect(leaks, `secrets in the logs: ${leaks.join(', ')}`).toEqual([]);
  });
});
