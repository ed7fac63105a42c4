import { randomUUID } from 'node:crypto';
import { longDate, MESSAGES } from '@seaside/contract';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../core/errors.js';
import { backoffDelayMs } from '../../core/polling-loop.js';
import { isPastDate } from '../../core/venue-time.js';
import type { DbOrTx } from '../../db/client.js';
import {
  type BookingRow,
  type BookingsService,
  isPaidAfterWithdrawal,
  isWithdrawn,
  type RefundState,
  refundStateOf,
} from '../bookings/bookings.service.js';
import type { DatesService } from '../dates/dates.service.js';
import {
  claimOpenSession,
  claimUnreportedStripeSessions,
  closeOpenSession,
  findOpenSessionsOfBooking,
  findOpenSessionsOfVisitor,
  findSessionByProviderId,
  findSessionWithBooking,
  forgetClientAddresses,
  insertOpenSession,
  lockCheckoutsOfAddress,
  markSessionPaid,
  markSessionProcessing,
  type PaymentSessionRow,
  type ProviderName,
  waitingCheckoutExpiriesOfAddress,
} from './payments.repository.js';
import { isLocalSessionId, LocalPaymentProvider } from './providers/local.provider.js';
import type { PaymentProvider, ProviderSessionState, RefundOutcome } from './providers/payment-provider.js';
import type { StripePaymentProvider } from './providers/stripe.provider.js';
import {
  claimDueRefunds,
  failAcceptedRefundJob,
  findPaidSessionOfBooking,
  findRefundJob,
  findRefundJobByProviderRefundId,
  finishRefundJob,
  insertRefundJob,
  postponeRefundJob,
  type RefundJobRow,
  reopenRefundJob,
} from './refunds.repository.js';

const m = MESSAGES.booking;

/** Checkout creations allowed per client address in a window: generous for people, a wall for scripts. */
export const CHECKOUT_RATE_LIMIT = { limit: 60, windowSeconds: 10 * 60 } as const;

/**
 * Unpaid checkouts one client address may have open at once. Each holds its places until it
 * expires, so without a cap one address could keep every coming date full without paying.
 */
export const OPEN_CHECKOUTS_PER_ADDRESS = 3;

/**
 * A checkout's client address is kept until a week after it expired (it counts towards the cap
 * for three days at most), then forgotten: hourly rounds of up to `batchSize`.
 */
export const CLIENT_ADDRESS_RETENTION = { keepMs: 7 * 24 * 60 * 60_000, pollMs: 60 * 60_000, batchSize: 1000 } as const;

/**
 * The refund worker: refunds claimed per round, how long a claim lasts (longer than the SDK's
 * timeouts and retries), attempts before a refund that keeps failing is given up, and the backoff.
 */
export const REFUND_WORK = { batchSize: 5, leaseSeconds: 300, maxAttempts: 8, backoffBaseMs: 10_000 } as const;

/**
 * The check of Stripe checkouts that expired unreported (their webhook lost or late): how long
 * after a session's expiry Stripe is given to report it, how often one session is asked about,
 * and sessions asked about per round.
 */
export const UNREPORTED_CHECKOUT_WORK = {
  graceMs: 10 * 60_000,
  recheckMs: 30 * 60_000,
  batchSize: 20,
  pollMs: 5 * 60_000,
} as const;

const NO_REFUND: RefundState = { refundStatus: 'none', refundedAmountPence: 0, refundFailureReason: null };

/** The configured provider, plus the ones able to answer for sessions created earlier. */
export interface PaymentProviders {
  active: PaymentProvider;
  local: LocalPaymentProvider;
  stripe?: StripePaymentProvider;
}

export function paymentProviders(active: PaymentProvider, publicUrl: string): PaymentProviders {
  return {
    active,
    local: active instanceof LocalPaymentProvider ? active : new LocalPaymentProvider(publicUrl),
    stripe: active.name === 'stripe' ? (active as StripePaymentProvider) : undefined,
  };
}

const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{1,255}$/;

export interface CheckoutInput {
  email: string;
  registrationDate: string;
  teamMemberCount: number;
  /** Total in pounds as the page showed it; optional. */
  amount?: number;
  fullName: string;
  allowDuplicate: boolean;
  /** The payer confirmed every player is 18 or over (the schema refuses false; older clients omit it). */
  adultsConfirmed?: boolean;
}

export type VerifyResult = { valid: true; status: 'paid' } | { valid: false; status: 'pending' | 'failed' };
const PAID: VerifyResult = { valid: true, status: 'paid' };
const PENDING: VerifyResult = { valid: false, status: 'pending' };
const FAILED: VerifyResult = { valid: false, status: 'failed' };

/** Whether what the provider reports belongs to this session (booking and amount). */
function matchesSession(session: PaymentSessionRow, state: ProviderSessionState): boolean {
  if (state.bookingId && state.bookingId !== session.bookingId) return false;
  if (state.amountTotal !== undefined && state.amountTotal !== session.amountPence) return false;
  if (state.currency && state.currency.toUpperCase() !== session.currency.toUpperCase()) return false;
  return true;
}

/** The idempotency key of one refund round: every attempt of the round is the same refund at the provider. */
const refundKey = (job: RefundJobRow) => `refund-${job.bookingId}-${job.round}`;

const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/**
 * Stripe's reports that a refund it accepted changed; the refund as re-read from Stripe decides,
 * and only its failure (failed or canceled) changes anything here.
 */
const REFUND_EVENTS = new Set(['refund.failed', 'charge.refund.updated']);

/** What the built-in checkout page shows for a session id. */
export type LocalCheckoutView =
  | { kind: 'open'; session: PaymentSessionRow; booking: BookingRow }
  | { kind: 'paid'; session: PaymentSessionRow }
  | { kind: 'closed'; reason: 'expired' | 'cancelled' | 'failed' | 'unavailable' }
  | { kind: 'not-found' };

class SessionNoLongerOpen extends Error {}

export class PaymentsService {
  constructor(
    private readonly deps: AppDeps,
    private readonly bookings: BookingsService,
    private readonly dates: DatesService,
  ) {}

  /** POST /api/payment/checkout: server-side price, date rules, duplicate check, an unpaid booking and its session. */
  async createCheckout(
    input: CheckoutInput,
    clientAddress: string,
    log: FastifyBaseLogger,
  ): Promise<{ checkoutUrl: string }> {
    const { config, clock, rateLimiter } = this.deps;
    const now = clock.now();

    const limit = await rateLimiter.hit(
      `checkout:${clientAddress}`,
      CHECKOUT_RATE_LIMIT.limit,
      CHECKOUT_RATE_LIMIT.windowSeconds,
      now,
    );
    if (!limit.allowed) {
      throw new AppError('RATE_LIMITED', MESSAGES.platform.tooManyRequests(limit.retryAfter), {
        retryAfter: limit.retryAfter,
      });
    }

    const pricePence = config.pricePerPlayerPence * input.teamMemberCount;
    if (input.amount !== undefined && Math.round(input.amount * 100) !== pricePence) {
      throw new AppError('AMOUNT_MISMATCH', m.amountMismatch, { fieldErrors: { amount: m.amountMismatch } });
    }

    const date = input.registrationDate;
    if (isPastDate(date, now, config.venueTimeZone)) {
      throw new AppError('VALIDATION', m.datePast, { fieldErrors: { registrationDate: m.datePast } });
    }
    const { db } = this.deps.database;
    if (await this.dates.isDateLocked(db, date)) {
      throw new AppError('VALIDATION', m.dateLocked, { fieldErrors: { registrationDate: m.dateLocked } });
    }
    if (!input.allowDuplicate && (await this.bookings.hasPaidBookingFor(db, input.email, date))) {
      throw new AppError('DUPLICATE_BOOKING', m.duplicateBooking);
    }
    await this.supersedeOpenCheckouts(input.email, log);
    // Refuse an address with too many checkouts waiting before asking the provider; the count
    // under the address's lock below decides.
    await this.assertFewWaitingCheckouts(db, clientAddress, now);
    // Refuse a full date before asking the provider for a session; the hold below decides.
    await this.bookings.assertPlacesLeft(db, date, input.teamMemberCount);

    // The provider's session first, for a booking id chosen here; then the booking and its session
    // are stored together, so a provider outage leaves nothing behind and no booking lacks a session.
    const bookingId = randomUUID();
    const provider = this.deps.paymentProviders.active;
    let created: Awaited<ReturnType<PaymentProvider['createCheckout']>>;
    try {
      created = await provider.createCheckout({
        bookingId,
        unitAmountPence: config.pricePerPlayerPence,
        quantity: input.teamMemberCount,
        currency: config.currency,
        customerEmail: input.email,
        description: `${config.brandName} treasure hunt, ${longDate(date)}`,
        now,
      });
    } catch (error) {
      throw new AppError('PROVIDER_ERROR', 'We could not start the payment. Please try again in a moment.', {
        cause: error,
      });
    }

    try {
      await db.transaction(async (tx) => {
        await lockCheckoutsOfAddress(tx, clientAddress);
        await this.assertFewWaitingCheckouts(tx, clientAddress, now);
        await this.bookings.reservePlaces(tx, date, input.teamMemberCount);
        await this.bookings.createUnpaidBooking(
          tx,
          {
            id: bookingId,
            fullName: input.fullName,
            email: input.email,
            teamMemberCount: input.teamMemberCount,
            registrationDate: date,
            amountPence: pricePence,
            adultsConfirmedAt: input.adultsConfirmed ? now : null,
          },
          now,
        );
        await insertOpenSession(tx, {
          bookingId,
          provider: provider.name,
          providerSessionId: created.providerSessionId,
          amountPence: pricePence,
          currency: config.currency,
          checkoutUrl: created.checkoutUrl,
          expiresAt: created.expiresAt,
          createdAt: now,
          clientAddress,
        });
      });
    } catch (error) {
      // The last places went since the early check (or the transaction failed): the payer never
      // sees this session, and nobody may pay it for a booking that was not stored.
      await this.expireUnstored(provider, created.providerSessionId, log);
      throw error;
    }
    return { checkoutUrl: created.checkoutUrl };
  }

  /**
   * A visitor who starts a checkout gives up the ones they left open, whatever their date (Back
   * from the payment page to change the group or the date, another tab): each is expired at its
   * provider and closed, so the earlier page can no longer take a second payment, and its places
   * are free again.
   */
  private async supersedeOpenCheckouts(email: string, log: FastifyBaseLogger): Promise<void> {
    const sessions = await findOpenSessionsOfVisitor(this.deps.database.db, email);
    await this.expireAndClose(sessions, log, 'could not expire a checkout its visitor superseded');
  }

  /** One round of the retention loop: forgets the client addresses past CLIENT_ADDRESS_RETENTION. */
  async forgetClientAddresses(): Promise<number> {
    const before = new Date(this.deps.clock.now().getTime() - CLIENT_ADDRESS_RETENTION.keepMs);
    return forgetClientAddresses(this.deps.database.db, before, CLIENT_ADDRESS_RETENTION.batchSize);
  }

  /**
   * Refuses a checkout from an address with OPEN_CHECKOUTS_PER_ADDRESS checkouts holding places
   * and waiting for a payment: 429, to retry once enough of them have expired (at least a minute:
   * an expired Stripe session holds until Stripe reports it).
   */
  private async assertFewWaitingCheckouts(db: DbOrTx, clientAddress: string, now: Date): Promise<void> {
    const expiries = await waitingCheckoutExpiriesOfAddress(db, clientAddress, now);
    if (expiries.length < OPEN_CHECKOUTS_PER_ADDRESS) return;
    const freeing = expiries[expiries.length - OPEN_CHECKOUTS_PER_ADDRESS] as Date;
    const retryAfter = Math.max(60, Math.ceil((freeing.getTime() - now.getTime()) / 1000));
    throw new AppError('RATE_LIMITED', m.tooManyOpenCheckouts(expiries.length, retryAfter), { retryAfter });
  }

  /**
   * Staff cancelled or deleted a booking before it was paid (that change has committed): its open
   * checkouts are expired at their provider and closed, so the customer still on the payment page
   * cannot pay for it. A failure here is logged and the change stands: the built-in checkout
   * refuses a withdrawn booking anyway, and a payment that still arrives is refunded and mailed.
   */
  async closeCheckoutsOf(bookingId: string, log: FastifyBaseLogger): Promise<void> {
    try {
      const sessions = await findOpenSessionsOfBooking(this.deps.database.db, bookingId);
      await this.expireAndClose(sessions, log, 'could not expire the checkout of a withdrawn booking');
    } catch (error) {
      log.error({ err: error, bookingId }, 'could not close the checkouts of a withdrawn booking');
    }
  }

  /**
   * Expires each session at its provider, then closes it as cancelled. A session the provider will
   * not expire (paid a moment ago) stays open for its webhook.
   */
  private async expireAndClose(sessions: PaymentSessionRow[], log: FastifyBaseLogger, failure: string) {
    for (const session of sessions) {
      try {
        await this.providerNamed(session.provider).expireCheckout(session.providerSessionId);
      } catch (error) {
        log.warn(
          { err: error, provider: session.provider, providerSessionId: session.providerSessionId },
          `${failure}; it stays open until it expires`,
        );
        continue;
      }
      await closeOpenSession(this.deps.database.db, session.id, 'cancelled', this.deps.clock.now());
    }
  }

  /** Expires a provider session whose booking was not stored; a failure is logged and the answer stands. */
  private async expireUnstored(provider: PaymentProvider, providerSessionId: string, log: FastifyBaseLogger) {
    try {
      await provider.expireCheckout(providerSessionId);
    } catch (error) {
      log.error(
        { err: error, provider: provider.name, providerSessionId },
        'could not expire the checkout session of a refused checkout; it stays payable until it expires',
      );
    }
  }

  /** Confirms the booking of a session the provider reports paid; exactly once however often it is called. */
  private async confirmSession(session: PaymentSessionRow): Promise<void> {
    const confirmed = await this.bookings.confirmPaidBooking(session.bookingId, async (tx, booking) => {
      await markSessionPaid(tx, session.id, this.deps.clock.now());
      await this.refundIfWithdrawn(tx, booking);
    });
    // Already confirmed by an earlier delivery: still make sure the session says so.
    if (!confirmed) await markSessionPaid(this.deps.database.db, session.id, this.deps.clock.now());
  }

  /**
   * GET /api/payment/verify-session: paid, pending or failed; asks the provider while the booking
   * is unpaid. A payment that arrived after its booking was cancelled or deleted is failed to its
   * payer: it is refunded and the payer told by mail (a booking paid first and cancelled later
   * stays paid here).
   */
  async verifySession(sessionId: string, log: FastifyBaseLogger): Promise<VerifyResult> {
    // Provider session ids are short URL-safe tokens (lcs_…, cs_live_…); anything else is unknown.
    if (!SESSION_ID_PATTERN.test(sessionId)) throw new AppError('NOT_FOUND', m.sessionNotFound);
    const session = await findSessionByProviderId(this.deps.database.db, sessionId);
    if (!session) throw new AppError('NOT_FOUND', m.sessionNotFound);
    const booking = await this.bookings.findBooking(this.deps.database.db, session.bookingId);
    const result = await this.sessionResult(session, booking, log);
    if (result !== PAID) return result;
    // Confirmed just now (the first read saw it unpaid): read it again, it may be a late payment.
    const paid = booking?.isPaymentSuccessful
      ? booking
      : await this.bookings.findBooking(this.deps.database.db, session.bookingId);
    return paid && isPaidAfterWithdrawal(paid) ? FAILED : PAID;
  }

  /** What the session and its booking say, asking the provider while the booking is unpaid. */
  private async sessionResult(
    session: PaymentSessionRow,
    booking: BookingRow | undefined,
    log: FastifyBaseLogger,
  ): Promise<VerifyResult> {
    const { database, clock } = this.deps;
    if (booking?.isPaymentSuccessful) {
      if (session.status !== 'paid') await markSessionPaid(database.db, session.id, clock.now());
      return PAID;
    }
    if (session.status === 'paid') return PAID;
    if (session.status !== 'open') return FAILED;

    if (session.provider === 'local') {
      if (session.expiresAt <= clock.now()) {
        await closeOpenSession(database.db, session.id, 'expired', clock.now());
        return FAILED;
      }
      return PENDING;
    }

    // Stripe: the booking is unpaid, so ask Stripe (the webhook may be late or lost).
    const { stripe } = this.deps.paymentProviders;
    if (!stripe) return PENDING;
    let state: ProviderSessionState;
    try {
      state = await stripe.fetchSession(session.providerSessionId);
    } catch (error) {
      log.warn({ err: error, sessionId: session.id }, 'could not read the Stripe checkout session; answering pending');
      return PENDING;
    }
    return this.applyProviderState(session, state, log);
  }

  /**
   * Asks Stripe how the checkouts it has not reported on ended: a session still open here ten
   * minutes after its expiry has lost its webhook, so the payment it took is confirmed now (a
   * booking and its mail are never lost) and an abandoned checkout gives its places back, instead
   * of holding them for Stripe's three days of retries. Returns how many sessions it asked about.
   */
  async settleUnreportedCheckouts(log: FastifyBaseLogger): Promise<number> {
    const { stripe } = this.deps.paymentProviders;
    if (!stripe) return 0;
    const now = this.deps.clock.now();
    const { graceMs, recheckMs, batchSize } = UNREPORTED_CHECKOUT_WORK;
    const sessions = await claimUnreportedStripeSessions(
      this.deps.database.db,
      { expiredBefore: new Date(now.getTime() - graceMs), checkedBefore: new Date(now.getTime() - recheckMs), now },
      batchSize,
    );
    for (const session of sessions) {
      let state: ProviderSessionState;
      try {
        state = await stripe.fetchSession(session.providerSessionId);
      } catch (error) {
        log.warn(
          { err: error, sessionId: session.id },
          'could not read an unreported Stripe checkout; asking again later',
        );
        continue;
      }
      await this.applyProviderState(session, state, log);
    }
    return sessions.length;
  }

  private async applyProviderState(
    session: PaymentSessionRow,
    state: ProviderSessionState,
    log: FastifyBaseLogger,
    failure?: 'expired' | 'failed',
  ): Promise<VerifyResult> {
    if (!matchesSession(session, state)) {
      log.error(
        {
          sessionId: session.id,
          provider: { bookingId: state.bookingId, amount: state.amountTotal, currency: state.currency },
        },
        'provider session does not match the booking: not confirmed, check by hand',
      );
      return PENDING;
    }
    if (state.status === 'paid') {
      await this.confirmSession(session);
      return PAID;
    }
    if (state.status === 'failed' || failure) {
      await closeOpenSession(this.deps.database.db, session.id, failure ?? 'expired', this.deps.clock.now());
      return FAILED;
    }
    if (state.status === 'processing') {
      await markSessionProcessing(this.deps.database.db, session.id, this.deps.clock.now());
    }
    return PENDING;
  }

  /**
   * POST /api/payment/webhook: the signature is checked on the raw body, then the session is
   * re-read from Stripe and that answer (not the event body) decides.
   */
  async handleStripeWebhook(
    rawBody: Buffer,
    signature: string | undefined,
    log: FastifyBaseLogger,
  ): Promise<{ received: boolean }> {
    const { stripe } = this.deps.paymentProviders;
    const secret = stripe?.webhookSecret;
    if (!stripe || !secret) {
      log.warn('Stripe webhook received but STRIPE_WEBHOOK_SECRET / the stripe provider is not configured');
      // Not a 5xx: nothing is wrong with the server, this endpoint just does not exist here.
      throw new AppError('NOT_FOUND', 'Stripe webhooks are not configured on this server.');
    }
    let event: Stripe.Event;
    try {
      if (!signature) throw new Error('missing stripe-signature header');
      event = stripe.constructEvent(rawBody, signature, secret);
    } catch {
      throw new AppError('VALIDATION', 'Invalid webhook signature.');
    }
    const object = event.data.object as { id?: unknown; object?: unknown };
    if (event.type === 'charge.refunded' && object.object === 'charge' && typeof object.id === 'string') {
      await this.handleChargeRefunded(stripe, object.id, log);
      return { received: true };
    }
    if (REFUND_EVENTS.has(event.type) && object.object === 'refund' && typeof object.id === 'string') {
      await this.handleRefundFailure(stripe, object.id, log);
      return { received: true };
    }
    if (!HANDLED_EVENTS.has(event.type)) return { received: true };

    if (object.object !== 'checkout.session' || typeof object.id !== 'string') return { received: true };
    const providerSessionId = object.id;

    // Re-read from the API: an event body is a snapshot and may be stale or replayed.
    const state = await stripe.fetchSession(providerSessionId);
    const session = await findSessionByProviderId(this.deps.database.db, providerSessionId, 'stripe');
    if (!session) {
      log.info(
        { eventId: event.id, type: event.type },
        'Stripe event for a session this server did not create: ignored',
      );
      return { received: true };
    }
    const failure =
      event.type === 'checkout.session.async_payment_failed'
        ? 'failed'
        : event.type === 'checkout.session.expired' && state.status === 'failed'
          ? 'expired'
          : undefined;
    await this.applyProviderState(session, state, log, state.status === 'paid' ? undefined : failure);
    return { received: true };
  }

  /** Whether the built-in checkout is the one in use and `id` one of its session ids. */
  private isLocalSession(providerSessionId: string): boolean {
    return this.deps.paymentProviders.active.name === 'local' && isLocalSessionId(providerSessionId);
  }

  private async loadLocal(providerSessionId: string): Promise<LocalCheckoutView> {
    if (!this.isLocalSession(providerSessionId)) return { kind: 'not-found' };
    const found = await findSessionWithBooking(this.deps.database.db, 'local', providerSessionId);
    if (!found) return { kind: 'not-found' };
    const { session, booking } = found;
    const now = this.deps.clock.now();
    if (session.status === 'paid' || booking.isPaymentSuccessful) return { kind: 'paid', session };
    // Staff cancelled or deleted the booking: the payer is told it is gone, not that they cancelled.
    if (isWithdrawn(booking)) {
      if (session.status === 'open') await closeOpenSession(this.deps.database.db, session.id, 'cancelled', now);
      return { kind: 'closed', reason: 'unavailable' };
    }
    if (session.status !== 'open') return { kind: 'closed', reason: session.status };
    if (session.expiresAt <= now) {
      await closeOpenSession(this.deps.database.db, session.id, 'expired', now);
      return { kind: 'closed', reason: 'expired' };
    }
    return { kind: 'open', session, booking };
  }

  localCheckoutView(providerSessionId: string): Promise<LocalCheckoutView> {
    return this.loadLocal(providerSessionId);
  }

  /** "Pay" on the built-in checkout page: claims the open session and confirms its booking in one transaction. */
  async payLocalSession(providerSessionId: string): Promise<LocalCheckoutView> {
    const view = await this.loadLocal(providerSessionId);
    if (view.kind !== 'open') return view;
    const { session } = view;
    try {
      const confirmed = await this.bookings.confirmPaidBooking(session.bookingId, async (tx, booking) => {
        // Throwing here rolls the booking's paid flag back with it: a booking staff withdrew since
        // the page loaded takes no payment, and neither does a session closed meanwhile.
        if (isWithdrawn(booking)) throw new SessionNoLongerOpen();
        if (!(await claimOpenSession(tx, session.id, this.deps.clock.now()))) throw new SessionNoLongerOpen();
      });
      if (!confirmed) await markSessionPaid(this.deps.database.db, session.id, this.deps.clock.now());
    } catch (error) {
      if (!(error instanceof SessionNoLongerOpen)) throw error;
    }
    // Whoever won (this click, a double click, a cancel in another tab), show what is true now.
    return this.loadLocal(providerSessionId);
  }

  /** "Cancel" on the built-in checkout page: an open session becomes cancelled (a paid one stays paid). */
  async cancelLocalSession(providerSessionId: string): Promise<LocalCheckoutView> {
    if (!this.isLocalSession(providerSessionId)) return { kind: 'not-found' };
    const found = await findSessionByProviderId(this.deps.database.db, providerSessionId, 'local');
    if (!found) return { kind: 'not-found' };
    if (found.status === 'open')
      await closeOpenSession(this.deps.database.db, found.id, 'cancelled', this.deps.clock.now());
    return this.loadLocal(providerSessionId);
  }

  /* ---- Refunds (booking-lifecycle.md section 5) ---- */

  /**
   * Queues the refund of what the customer still has paid inside the cancellation's transaction,
   * and answers the booking's refund state. One refund per booking (the job's primary key). The
   * local provider took no money: its refund is recorded at once. No paid session, or nothing
   * charged: no refund.
   *
   * A refund made in Stripe's dashboard before (recorded as refunded, or pending) already paid
   * part or all of it back: only the rest is asked for, since Stripe refuses more than the charge
   * holds. With nothing left, or with a job already at work (a failed dashboard refund that staff
   * retried), the booking keeps the refund state it has.
   */
  async queueRefund(tx: DbOrTx, booking: BookingRow, now: Date): Promise<RefundState> {
    const current = refundStateOf(booking);
    const paidBack = current.refundStatus === 'refunded' || current.refundStatus === 'pending';
    const job = await this.refundJobFor(
      tx,
      booking,
      booking.amountPence - (paidBack ? current.refundedAmountPence : 0),
    );
    if (!job) return paidBack ? current : NO_REFUND;
    if (job.provider === 'local') {
      await this.deps.paymentProviders.local.refund();
      await insertRefundJob(tx, { ...job, status: 'succeeded', completedAt: now }, now);
      return { refundStatus: 'refunded', refundedAmountPence: booking.amountPence, refundFailureReason: null };
    }
    if (!(await insertRefundJob(tx, { ...job, status: 'pending' }, now))) return current;
    this.deps.refundWorker.poke();
    return { refundStatus: 'pending', refundedAmountPence: booking.amountPence, refundFailureReason: null };
  }

  /** A booking paid after it was cancelled or deleted (a checkout finished late) is refunded, and its payer told. */
  private async refundIfWithdrawn(tx: DbOrTx, booking: BookingRow): Promise<void> {
    if (!isWithdrawn(booking)) return;
    const now = this.deps.clock.now();
    await this.bookings.recordLatePaymentRefund(tx, booking, await this.queueRefund(tx, booking, now), now);
  }

  /**
   * Staff retry a booking whose refund failed (the caller checks that, on the locked booking): its
   * job gets a new round, due now. A refund made in Stripe's dashboard that failed may have no job
   * here: one is queued for the amount the booking showed refunded. False when there is nothing to
   * retry (no paid session).
   */
  async reopenRefund(tx: DbOrTx, booking: BookingRow, now: Date): Promise<boolean> {
    const reopened =
      (await reopenRefundJob(tx, booking.id, now)) || (await this.queueDashboardRefundAgain(tx, booking, now));
    if (reopened) this.deps.refundWorker.poke();
    return reopened;
  }

  /** A job for a failed refund made in Stripe's dashboard, refunding what the booking showed refunded. */
  private async queueDashboardRefundAgain(tx: DbOrTx, booking: BookingRow, now: Date): Promise<boolean> {
    const job = await this.refundJobFor(tx, booking, booking.refundedAmountPence);
    return job ? insertRefundJob(tx, { ...job, status: 'pending' }, now) : false;
  }

  /** A refund of `amountPence` through the session that took the booking's payment; none when nothing was paid. */
  private async refundJobFor(tx: DbOrTx, booking: BookingRow, amountPence: number) {
    const session = await findPaidSessionOfBooking(tx, booking.id);
    if (!session || amountPence <= 0) return undefined;
    return {
      bookingId: booking.id,
      provider: session.provider,
      providerSessionId: session.providerSessionId,
      amountPence,
    };
  }

  /**
   * One round of the refund worker: claims due refunds (several processes never take the same
   * one; a dead process's claim lapses with its lease), asks the provider with the round's
   * idempotency key, and records the outcome. A passing failure is retried with backoff, up to
   * REFUND_WORK.maxAttempts; then the refund is failed with the last error. Returns how many
   * refunds it took.
   */
  async processDueRefunds(log: FastifyBaseLogger): Promise<number> {
    const { database, clock } = this.deps;
    const batch = await claimDueRefunds(database.db, clock.now(), REFUND_WORK.batchSize, REFUND_WORK.leaseSeconds);
    for (const job of batch) {
      let outcome: RefundOutcome;
      try {
        outcome = await this.providerNamed(job.provider).refund({
          bookingId: job.bookingId,
          providerSessionId: job.providerSessionId,
          amountPence: job.amountPence,
          idempotencyKey: refundKey(job),
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.warn({ bookingId: job.bookingId, attempts: job.attempts, err: message }, 'refund attempt failed');
        if (job.attempts < REFUND_WORK.maxAttempts) {
          const next = new Date(clock.now().getTime() + backoffDelayMs(REFUND_WORK.backoffBaseMs, job.attempts));
          await postponeRefundJob(database.db, job.bookingId, message, next);
          continue;
        }
        outcome = { status: 'failed', reason: message };
      }
      const finished = await this.finishRefund(job.bookingId, outcome, job.round);
      if (finished && outcome.status === 'failed') logRefundFailed(log, job.bookingId, outcome.reason);
    }
    return batch.length;
  }

  /** The provider that made a session or takes a refund (sessions outlive a change of PAYMENT_PROVIDER). */
  private providerNamed(name: ProviderName): PaymentProvider {
    const { local, stripe } = this.deps.paymentProviders;
    if (name === 'local') return local;
    if (!stripe) throw new Error('Stripe is not configured on this server (STRIPE_SECRET_KEY).');
    return stripe;
  }

  /**
   * Records a refund's outcome once: only the first to finish a pending refund writes the booking.
   * Returns whether this call did.
   */
  private async finishRefund(bookingId: string, outcome: RefundOutcome, round?: number): Promise<boolean> {
    return this.deps.database.db.transaction(async (tx) => {
      const now = this.deps.clock.now();
      const finished = await finishRefundJob(
        tx,
        bookingId,
        outcome.status === 'refunded'
          ? { status: 'succeeded', providerRefundId: outcome.refundId }
          : { status: 'failed', reason: outcome.reason },
        now,
        round,
      );
      if (!finished) return false;
      await this.bookings.recordRefund(
        tx,
        bookingId,
        outcome.status === 'refunded'
          ? { refundStatus: 'refunded', refundFailureReason: null }
          : { refundStatus: 'failed', refundFailureReason: outcome.reason },
        now,
      );
      return true;
    });
  }

  /** A charge as Stripe holds it now, with our checkout session that took it (none: not ours). */
  private async chargeWithSession(stripe: StripePaymentProvider, chargeId: string) {
    const charge = await stripe.fetchRefundedCharge(chargeId);
    const session = charge.providerSessionId
      ? await findSessionByProviderId(this.deps.database.db, charge.providerSessionId, 'stripe')
      : undefined;
    return { charge, session };
  }

  /**
   * `charge.refunded` (a refund made in Stripe's dashboard, or ours confirmed): the charge is
   * re-read from Stripe and its booking marked refunded with the amount Stripe reports; a refund
   * job still pending for it is done once the charge has paid back what the booking was promised.
   * Less back while our refund waits is a dashboard refund beside ours: the job stays for the
   * worker, which refunds what is left, and the booking keeps the refund it was promised.
   */
  private async handleChargeRefunded(
    stripe: StripePaymentProvider,
    chargeId: string,
    log: FastifyBaseLogger,
  ): Promise<void> {
    const { charge, session } = await this.chargeWithSession(stripe, chargeId);
    if (!session || charge.amountRefunded <= 0) {
      log.info({ chargeId }, 'charge.refunded for a payment this server did not take, or nothing refunded: ignored');
      return;
    }
    await this.deps.database.db.transaction(async (tx) => {
      const now = this.deps.clock.now();
      // A pending refund promises the booking `refundedAmountPence` back in all: the whole price for
      // a cancellation, a failed dashboard refund's amount for staff's retry.
      const job = await findRefundJob(tx, session.bookingId);
      const promised = (await this.bookings.findBooking(tx, session.bookingId))?.refundedAmountPence ?? 0;
      if (job?.status === 'pending' && charge.amountRefunded < promised) {
        log.info(
          { chargeId },
          'charge.refunded for less than the pending refund promises: the refund worker finishes it',
        );
        return;
      }
      await finishRefundJob(tx, session.bookingId, { status: 'succeeded' }, now);
      await this.bookings.recordRefund(
        tx,
        session.bookingId,
        { refundStatus: 'refunded', refundedAmountPence: charge.amountRefunded, refundFailureReason: null },
        now,
      );
    });
  }

  /**
   * `refund.failed` / `charge.refund.updated`: a refund Stripe accepted (recorded refunded) may
   * fail later. The refund is re-read from Stripe; when it failed, the job of its round and the
   * booking become failed with Stripe's reason, once however often Stripe reports it. A refund of
   * an earlier round (staff retried since) changes nothing.
   * While the booking's refund is still pending here (the worker that asked Stripe has not
   * recorded the answer yet, or died before it did and its lease has not lapsed), the report
   * cannot be matched yet: 503 makes Stripe deliver it again later. A refund of ours (it carries
   * the booking's id) that `charge.refunded` finished before the worker recorded its id is
   * matched by the booking. A refund made in Stripe's dashboard (no job here, no booking id on
   * it) is matched through its charge (failDashboardRefund); one of a charge this server did not
   * take changes nothing.
   */
  private async handleRefundFailure(
    stripe: StripePaymentProvider,
    refundId: string,
    log: FastifyBaseLogger,
  ): Promise<void> {
    const { db } = this.deps.database;
    const refund = await stripe.fetchRefund(refundId);
    if (refund?.outcome.status !== 'failed') return;
    const { outcome, bookingId, chargeId } = refund;
    let job = await findRefundJobByProviderRefundId(db, refundId);
    if (!job && bookingId) {
      const current = await findRefundJob(db, bookingId);
      if (current?.status === 'pending') {
        throw new AppError('UNAVAILABLE', 'The refund is still being recorded; deliver the event again later.');
      }
      if (current?.status === 'succeeded' && current.providerRefundId === null) job = current;
    }
    if (!job && !bookingId && chargeId) {
      await this.failDashboardRefund(stripe, refundId, chargeId, outcome.reason, log);
      return;
    }
    if (!job) {
      log.info({ refundId }, 'Stripe refund event for a refund that is not the current one of a booking: ignored');
      return;
    }
    const failed = await db.transaction(async (tx) => {
      const now = this.deps.clock.now();
      if (!(await failAcceptedRefundJob(tx, job.bookingId, refundId, outcome.reason, now))) return false;
      await this.bookings.recordRefund(
        tx,
        job.bookingId,
        { refundStatus: 'failed', refundFailureReason: outcome.reason },
        now,
      );
      return true;
    });
    if (failed) logRefundFailed(log, job.bookingId, outcome.reason, refundId);
  }

  /**
   * A refund made in Stripe's dashboard failed. It carries no booking id, so the charge it paid
   * back is re-read from Stripe and leads to our session and booking. A booking shown refunded
   * takes what the charge says now: failed with Stripe's reason when nothing of the charge is
   * refunded any more (staff retry it as any failed refund), or still refunded with the amount
   * other refunds paid back. Once however often Stripe reports it: a repeat finds the booking
   * failed already, or its amount the same. A charge this server did not take changes nothing.
   */
  private async failDashboardRefund(
    stripe: StripePaymentProvider,
    refundId: string,
    chargeId: string,
    reason: string,
    log: FastifyBaseLogger,
  ): Promise<void> {
    const { charge, session } = await this.chargeWithSession(stripe, chargeId);
    if (!session) {
      log.info({ refundId, chargeId }, 'Stripe refund event for a payment this server did not take: ignored');
      return;
    }
    const changed = await this.deps.database.db.transaction(async (tx) => {
      const booking = await this.bookings.lockBooking(tx, session.bookingId);
      if (booking?.refundStatus !== 'refunded') return false;
      const refund: Partial<RefundState> =
        charge.amountRefunded > 0
          ? { refundedAmountPence: charge.amountRefunded }
          : { refundStatus: 'failed', refundFailureReason: reason };
      return this.bookings.recordRefund(tx, booking.id, refund, this.deps.clock.now());
    });
    if (!changed) return;
    if (charge.amountRefunded === 0) logRefundFailed(log, session.bookingId, reason, refundId);
    else
      log.warn(
        { bookingId: session.bookingId, refundId, reason, amountRefunded: charge.amountRefunded },
        'Stripe reports a refund made in its dashboard failed; other refunds of the charge stand',
      );
  }
}

/**
 * The one line to alert on when a refund has failed for good (docs/deployment.md): staff see it in
 * the Booking List and retry it, but a booking deleted before it was paid is not listed.
 */
function logRefundFailed(log: FastifyBaseLogger, bookingId: string, reason: string, refundId?: string): void {
  log.error({ bookingId, refundId, reason }, 'refund failed');
}
