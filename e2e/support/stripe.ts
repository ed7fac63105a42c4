import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API, type BookingRecord } from '@seaside/contract';
import Stripe from 'stripe';
import { expect } from 'vitest';
// The server's own Stripe double (its API tests use it): a Stripe-compatible HTTP API on loopback
// that the real SDK in the server talks to through STRIPE_API_URL.
import { StripeDouble } from '../../apps/server/src/test/stripe-double.js';
import { E2E_ADMIN } from './global-setup.js';
import { startServer } from './server.js';

const SECRET_KEY = 'sk_test_e2e_double';
const WEBHOOK_SECRET = 'whsec_e2e_double';

/**
 * A second built server for the tests that need card payments: PAYMENT_PROVIDER=stripe against the
 * loopback Stripe double (own DATA_DIR and database), so refunds go through the real refund worker
 * and can be refused or delayed the way Stripe does it.
 */
export async function startStripeServer() {
  const double = new StripeDouble(SECRET_KEY);
  const apiUrl = await double.start();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seaside-e2e-stripe-'));
  const server = await startServer({
    dataDir,
    admin: E2E_ADMIN,
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: apiUrl,
    },
  });
  const base = server.baseUrl;

  async function api<T>(url: string, init: { method?: string; json?: unknown; token?: string } = {}): Promise<T> {
    const res = await fetch(`${base}${url}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    expect(res.status, `${url}: ${await res.clone().text()}`).toBe(200);
    return (await res.json()) as T;
  }

  const adminToken = async () =>
    (await api<{ accessToken: string }>(API.user.login, { method: 'POST', json: E2E_ADMIN })).accessToken;

  /** Delivers a webhook event (`double.event(…)`) signed as Stripe signs it. */
  async function webhook(payload: string): Promise<void> {
    const signature = new Stripe(SECRET_KEY).webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const res = await fetch(`${base}${API.payment.webhook}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    expect(res.status, await res.clone().text()).toBe(200);
  }

  /** A booking paid on (the double of) Stripe Checkout, as a visitor pays it; returns the booking and its session id. */
  async function paidBooking(
    token: string,
    values: { email: string; fullName: string; date: string; players: number },
  ): Promise<BookingRecord & { sessionId: string }> {
    const { checkoutUrl } = await api<{ checkoutUrl: string }>(API.payment.checkout, {
      method: 'POST',
      json: {
        email: values.email,
        fullName: values.fullName,
        registrationDate: values.date,
        teamMemberCount: values.players,
        allowDuplicate: true,
      },
    });
    const sessionId = checkoutUrl.split('/').pop() as string;
    double.complete(sessionId);
    // The payer comes back from Stripe: the success page verifies the session.
    expect(await api(`${API.payment.verifySession}?sessionId=${encodeURIComponent(sessionId)}`)).toEqual({
      valid: true,
      status: 'paid',
    });
    return { ...(await booking(token, values.date, values.fullName)), sessionId };
  }

  /** The booking of that name on that date, as the Booking List's API gives it. */
  async function booking(token: string, date: string, fullName: string): Promise<BookingRecord> {
    const list = await api<{ users: BookingRecord[] }>(`${API.user.list}?limit=100&registrationDate=${date}`, {
      token,
    });
    const found = list.users.find((u) => u.fullName === fullName);
    if (!found) throw new Error(`no booking of ${fullName} on ${date}`);
    return found;
  }

  /** Polls the booking until `done` holds (the refund worker runs in the background). */
  async function waitForBooking(
    token: string,
    date: string,
    fullName: string,
    done: (b: BookingRecord) => boolean,
    timeoutMs = 20_000,
  ): Promise<BookingRecord> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = await booking(token, date, fullName);
      if (done(found)) return found;
      if (Date.now() > deadline) throw new Error(`booking of ${fullName}: ${JSON.stringify(found)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  return {
    baseUrl: base,
    double,
    api,
    webhook,
    adminToken,
    paidBooking,
    booking,
    waitForBooking,
    async stop() {
      await server.stop();
      await double.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
