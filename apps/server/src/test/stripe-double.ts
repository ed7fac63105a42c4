import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A Checkout Session as Stripe's API returns it (the fields our code and the SDK read). */
export interface DoubleSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  created: number;
  livemode: false;
  url: string | null;
  payment_intent: string | null;
}

/** A charge as Stripe's API returns it (the fields our code reads). */
export interface DoubleCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
}

export interface DoubleRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  status: 'succeeded' | 'pending' | 'requires_action' | 'failed' | 'canceled';
  metadata: Record<string, string>;
  failure_reason: string | null;
}

export interface RecordedCreate {
  params: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

/**
 * A Stripe-compatible HTTP double on loopback: checkout sessions (create, retrieve, expire, list
 * by payment intent), refunds (create, retrieve) and charges (retrieve) answer the way Stripe's API does
 * (form-encoded requests, JSON objects, Stripe error bodies, idempotent replays). The real SDK
 * talks to it via STRIPE_API_URL.
 */
export class StripeDouble {
  readonly sessions = new Map<string, DoubleSession>();
  readonly charges = new Map<string, DoubleCharge>();
  /** Refunds made (an idempotent replay makes none). */
  readonly refunds: DoubleRefund[] = [];
  /** Refund requests received, replays included. */
  refundRequests = 0;
  readonly creates: RecordedCreate[] = [];
  /** Sessions expired through the API (`checkout.sessions.expire`), in order. */
  readonly expired: string[] = [];
  /** Runs once while the next session is created, before Stripe answers (what happens meanwhile). */
  duringNextCreate: (() => Promise<void>) | undefined;
  retrieves = 0;
  /** The next N requests answer 500 (Stripe outage). */
  failNext = 0;
  /** When set, refund requests are refused with this message (a definitive failure). */
  refuseRefunds: string | undefined;
  /** The status new refunds are made with (`pending`: Stripe accepts it and finishes it later). */
  refundStatus: 'succeeded' | 'pending' | 'requires_action' = 'succeeded';
  private readonly idempotent = new Map<string, { body: string; object: object }>();
  private server?: Server;
  url = '';

  constructor(private readonly secretKey = 'sk_test_double') {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => this.error(res, 500, 'api_error', String(error)));
    });
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The customer paid (or started an async payment when `paymentStatus` is unpaid). */
  complete(id: string, paymentStatus: DoubleSession['payment_status'] = 'paid'): DoubleSession {
    const s = this.get(id);
    s.status = 'complete';
    s.payment_status = paymentStatus;
    s.url = null;
    if (!s.payment_intent) {
      s.payment_intent = `pi_${randomBytes(8).toString('hex')}`;
      const charge: DoubleCharge = {
        id: `ch_${randomBytes(8).toString('hex')}`,
        object: 'charge',
        amount: s.amount_total,
        amount_refunded: 0,
        refunded: false,
        currency: s.currency,
        payment_intent: s.payment_intent,
        status: 'succeeded',
      };
      this.charges.set(charge.id, charge);
    }
    return s;
  }

  /** The charge of a completed session. */
  chargeOf(sessionId: string): DoubleCharge {
    const pi = this.get(sessionId).payment_intent;
    const charge = [...this.charges.values()].find((c) => c.payment_intent === pi);
    if (!charge) throw new Error(`no charge for session ${sessionId}`);
    return charge;
  }

  /**
   * Someone refunds the charge in Stripe's dashboard, what is left of it unless `amount` says
   * otherwise: a refund with no metadata (the last of `refunds`).
   */
  refundInDashboard(sessionId: string, amount?: number): DoubleCharge {
    const charge = this.chargeOf(sessionId);
    const refunded = amount ?? charge.amount - charge.amount_refunded;
    charge.amount_refunded += refunded;
    charge.refunded = charge.amount_refunded === charge.amount;
    this.refunds.push({
      id: `re_${randomBytes(8).toString('hex')}`,
      object: 'refund',
      amount: refunded,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: charge.currency,
      status: 'succeeded',
      metadata: {},
      failure_reason: null,
    });
    return charge;
  }

  /**
   * A refund Stripe accepted fails after all (`failed`, or `canceled` when it needed an action):
   * the money goes back to the balance and the charge counts it refunded no more.
   */
  failRefund(
    refundId: string,
    failureReason: string | null = 'expired_or_canceled_card',
    status: 'failed' | 'canceled' = 'failed',
  ): DoubleRefund {
    const refund = this.refunds.find((r) => r.id === refundId);
    if (!refund) throw new Error(`no refund ${refundId} in the double`);
    const charge = this.charges.get(refund.charge);
    if (charge) {
      charge.amount_refunded -= refund.amount;
      charge.refunded = false;
    }
    refund.status = status;
    refund.failure_reason = failureReason;
    return refund;
  }

  expire(id: string): DoubleSession {
    const s = this.get(id);
    s.status = 'expired';
    s.url = null;
    return s;
  }

  get(id: string): DoubleSession {
    const s = this.sessions.get(id);
    if (!s) throw new Error(`no session ${id} in the double`);
    return s;
  }

  /** A webhook event wrapping a snapshot of an object (session, charge, refund), as Stripe sends it. */
  event(type: string, object: DoubleSession | DoubleCharge | DoubleRefund | Record<string, unknown>): string {
    return JSON.stringify({
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const authorization = req.headers.authorization;
    if (authorization !== `Bearer ${this.secretKey}`) {
      return this.error(res, 401, 'invalid_request_error', 'Invalid API Key provided.');
    }
    if (this.failNext > 0) {
      this.failNext--;
      return this.error(res, 500, 'api_error', 'Simulated outage.');
    }
    const url = new URL(req.url ?? '/', 'http://double');
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const key = header(req, 'idempotency-key');
      if (this.replay(res, key, body)) return;
      const params = Object.fromEntries(new URLSearchParams(body));
      this.creates.push({ params, idempotencyKey: key, authorization });
      const problem = validateCreate(params);
      if (problem) return this.error(res, 400, 'invalid_request_error', problem);
      const quantity = Number(params['line_items[0][quantity]']);
      const unit = Number(params['line_items[0][price_data][unit_amount]']);
      const id = `cs_test_${randomBytes(16).toString('hex')}`;
      const metadata: Record<string, string> = {};
      for (const [k, v] of Object.entries(params)) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m?.[1]) metadata[m[1]] = v;
      }
      const session: DoubleSession = {
        id,
        object: 'checkout.session',
        mode: params.mode ?? 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: unit * quantity,
        amount_subtotal: unit * quantity,
        currency: params['line_items[0][price_data][currency]'] ?? 'gbp',
        customer_email: params.customer_email ?? null,
        client_reference_id: params.client_reference_id ?? null,
        metadata,
        success_url: params.success_url ?? '',
        cancel_url: params.cancel_url ?? '',
        expires_at: Number(params.expires_at),
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        url: `https://checkout.stripe.test/c/pay/${id}`,
        payment_intent: null,
      };
      this.sessions.set(id, session);
      if (key) this.idempotent.set(key, { body, object: session });
      const meanwhile = this.duringNextCreate;
      this.duringNextCreate = undefined;
      await meanwhile?.();
      return this.json(res, 200, session);
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
    if (req.method === 'POST' && expire?.[1]) {
      const session = this.sessions.get(decodeURIComponent(expire[1]));
      if (!session) return this.noSuchSession(res, expire[1]);
      if (session.status !== 'open') {
        return this.error(
          res,
          400,
          'invalid_request_error',
          'Only Checkout Sessions with a status of open can be expired.',
        );
      }
      this.expired.push(session.id);
      return this.json(res, 200, this.expire(session.id));
    }
    if (req.method === 'GET' && url.pathname === '/v1/checkout/sessions') {
      const pi = url.searchParams.get('payment_intent');
      const data = [...this.sessions.values()].filter((x) => !pi || x.payment_intent === pi);
      return this.json(res, 200, { object: 'list', data, has_more: false, url: '/v1/checkout/sessions' });
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      this.refundRequests++;
      const key = header(req, 'idempotency-key');
      if (this.replay(res, key, body)) return;
      return this.createRefund(res, Object.fromEntries(new URLSearchParams(body)), key, body);
    }
    const refund = /^\/v1\/refunds\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && refund?.[1]) {
      const id = decodeURIComponent(refund[1]);
      const found = this.refunds.find((r) => r.id === id);
      if (!found) return this.error(res, 404, 'invalid_request_error', `No such refund: '${id}'`, 'resource_missing');
      return this.json(res, 200, found);
    }
    const charge = /^\/v1\/charges\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && charge?.[1]) {
      const found = this.charges.get(decodeURIComponent(charge[1]));
      if (!found)
        return this.error(res, 404, 'invalid_request_error', `No such charge: '${charge[1]}'`, 'resource_missing');
      return this.json(res, 200, found);
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && retrieve?.[1]) {
      this.retrieves++;
      const session = this.sessions.get(decodeURIComponent(retrieve[1]));
      if (!session) return this.noSuchSession(res, retrieve[1]);
      return this.json(res, 200, session);
    }
    return this.error(res, 404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${url.pathname}).`);
  }

  /** Answers a repeated idempotency key with the first answer (true when it did). */
  private replay(res: ServerResponse, key: string | undefined, body: string): boolean {
    const earlier = key ? this.idempotent.get(key) : undefined;
    if (!earlier) return false;
    if (earlier.body !== body) {
      this.error(
        res,
        400,
        'idempotency_error',
        'Keys for idempotent requests can only be used with the same parameters.',
      );
    } else {
      this.json(res, 200, earlier.object, { 'idempotent-replayed': 'true' });
    }
    return true;
  }

  private createRefund(res: ServerResponse, p: Record<string, string>, key: string | undefined, body: string): void {
    const charge = [...this.charges.values()].find((c) => c.payment_intent === p.payment_intent);
    if (!charge) {
      this.error(
        res,
        400,
        'invalid_request_error',
        `No such payment_intent: '${p.payment_intent}'`,
        'resource_missing',
      );
      return;
    }
    if (this.refuseRefunds) {
      this.error(res, 400, 'invalid_request_error', this.refuseRefunds);
      return;
    }
    const left = charge.amount - charge.amount_refunded;
    const amount = p.amount ? Number(p.amount) : left;
    if (charge.refunded) {
      this.error(
        res,
        400,
        'invalid_request_error',
        `Charge ${charge.id} has already been refunded.`,
        'charge_already_refunded',
      );
      return;
    }
    if (amount > left) {
      const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;
      this.error(
        res,
        400,
        'invalid_request_error',
        `Refund amount (${pounds(amount)}) is greater than unrefunded amount on charge (${pounds(left)})`,
        'amount_too_large',
      );
      return;
    }
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    const metadata: Record<string, string> = {};
    for (const [k, v] of Object.entries(p)) {
      const m = /^metadata\[(.+)\]$/.exec(k);
      if (m?.[1]) metadata[m[1]] = v;
    }
    const refund: DoubleRefund = {
      id: `re_${randomBytes(8).toString('hex')}`,
      object: 'refund',
      amount,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: charge.currency,
      status: this.refundStatus,
      metadata,
      failure_reason: null,
    };
    this.refunds.push(refund);
    // Stripe replays the answer it gave, not the refund as it is now.
    if (key) this.idempotent.set(key, { body, object: structuredClone(refund) });
    this.json(res, 200, refund);
  }

  private noSuchSession(res: ServerResponse, id: string): void {
    this.error(res, 404, 'invalid_request_error', `No such checkout.session: '${id}'`, 'resource_missing');
  }

  private json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${randomBytes(8).toString('hex')}`,
      'stripe-version': '2025-01-01',
      ...headers,
    });
    res.end(JSON.stringify(body));
  }

  private error(res: ServerResponse, status: number, type: string, message: string, code?: string): void {
    this.json(res, status, { error: { type, message, ...(code ? { code } : {}) } });
  }
}

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** The checks Stripe makes that our integration could get wrong. */
function validateCreate(p: Record<string, string>): string | undefined {
  if (p.mode !== 'payment') return 'mode must be payment';
  if (!p['line_items[0][price_data][currency]']) return 'Missing required param: line_items[0][price_data][currency].';
  if (!Number.isInteger(Number(p['line_items[0][price_data][unit_amount]']))) return 'Invalid integer: unit_amount';
  if (!Number.isInteger(Number(p['line_items[0][quantity]']))) return 'Invalid integer: quantity';
  if (!p['line_items[0][price_data][product_data][name]']) return 'Missing required param: product_data[name].';
  if (!p.success_url) return 'Missing required param: success_url.';
  if (p.expires_at && !Number.isInteger(Number(p.expires_at))) return 'Invalid integer: expires_at';
  return undefined;
}
