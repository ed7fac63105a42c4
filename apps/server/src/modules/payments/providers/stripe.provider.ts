import { PAGES } from '@seaside/contract';
import Stripe from 'stripe';
import {
  CHECKOUT_SESSION_TTL_MS,
  type CreateCheckoutInput,
  type CreatedCheckout,
  type PaymentProvider,
  type ProviderSessionState,
  type RefundInput,
  type RefundOutcome,
} from './payment-provider.js';

/**
 * Stripe refuses an `expires_at` less than 30 minutes after it receives the request, so the
 * session asks for one minute more than our 30-minute window to survive latency and clock skew.
 */
const STRIPE_EXPIRY_MARGIN_MS = 60 * 1000;

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret?: string;
  /** Base URL of a Stripe-compatible API (stripe-mock, a test double); Stripe's own when unset. */
  apiUrl?: string;
  publicUrl: string;
}

/** SDK options that point the official client at `apiUrl` instead of api.stripe.com. */
export function stripeClientOptions(apiUrl?: string): ConstructorParameters<typeof Stripe>[1] {
  const base = { maxNetworkRetries: 2, timeout: 20_000, telemetry: false } as const;
  if (!apiUrl) return base;
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    ...base,
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

/** The state of a Checkout Session as our booking flow understands it. */
export function sessionState(session: Stripe.Checkout.Session): ProviderSessionState {
  const paid =
    session.status === 'complete' &&
    (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
  const processing = session.status === 'complete' && session.payment_status === 'unpaid';
  return {
    status: paid ? 'paid' : processing ? 'processing' : session.status === 'expired' ? 'failed' : 'pending',
    bookingId: session.metadata?.bookingId ?? session.client_reference_id ?? undefined,
    amountTotal: session.amount_total ?? undefined,
    currency: session.currency ?? undefined,
  };
}

/** Stripe's refund failure codes in words for staff (the Booking List shows them). */
const REFUND_FAILURE_REASONS: Record<string, string> = {
  charge_for_pending_refund_disputed: 'The payment was disputed while the refund was pending',
  declined: 'The card issuer declined the refund',
  expired_or_canceled_card: 'The card was expired or cancelled',
  insufficient_funds: 'The Stripe balance was too low to pay the refund',
  lost_or_stolen_card: 'The card was reported lost or stolen',
  merchant_request: 'The refund was cancelled at our request',
};

/**
 * A Stripe refund as our refund flow understands it: failed or canceled is a failure with a
 * readable reason; succeeded, pending and requires_action are refunded (Stripe completes it, or
 * reports its failure later with `refund.failed`).
 */
export function refundOutcome(refund: Stripe.Refund): RefundOutcome {
  if (refund.status !== 'failed' && refund.status !== 'canceled') return { status: 'refunded', refundId: refund.id };
  const code = refund.failure_reason ?? refund.status;
  return { status: 'failed', reason: REFUND_FAILURE_REASONS[code] ?? `Stripe could not complete the refund (${code})` };
}

/** Stripe Checkout in `payment` mode, GBP, with the official SDK. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly client: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    this.client = new Stripe(options.secretKey, stripeClientOptions(options.apiUrl));
  }

  get webhookSecret(): string | undefined {
    return this.options.webhookSecret;
  }

  async createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout> {
    const expiresAt = new Date(input.now.getTime() + CHECKOUT_SESSION_TTL_MS + STRIPE_EXPIRY_MARGIN_MS);
    const session = await this.client.checkout.sessions.create(
      {
        mode: 'payment',
        currency: input.currency.toLowerCase(),
        line_items: [
          {
            quantity: input.quantity,
            price_data: {
              currency: input.currency.toLowerCase(),
              unit_amount: input.unitAmountPence,
              product_data: { name: input.description },
            },
          },
        ],
        customer_email: input.customerEmail,
        client_reference_id: input.bookingId,
        metadata: { bookingId: input.bookingId },
        payment_intent_data: { metadata: { bookingId: input.bookingId } },
        success_url: `${this.options.publicUrl}${PAGES.success}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${this.options.publicUrl}${PAGES.bookNow}`,
        expires_at: Math.floor(expiresAt.getTime() / 1000),
      },
      // One checkout per booking, however often the request is retried.
      { idempotencyKey: `checkout-session-${input.bookingId}` },
    );
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
    return {
      providerSessionId: session.id,
      checkoutUrl: session.url,
      expiresAt: session.expires_at ? new Date(session.expires_at * 1000) : expiresAt,
    };
  }

  async fetchSession(providerSessionId: string): Promise<ProviderSessionState> {
    return sessionState(await this.client.checkout.sessions.retrieve(providerSessionId));
  }

  async expireCheckout(providerSessionId: string): Promise<void> {
    await this.client.checkout.sessions.expire(providerSessionId);
  }

  /**
   * Refunds `amountPence` of the session's payment intent. Stripe's refusals are final (already
   * refunded elsewhere counts as done); network errors and outages are thrown for a later attempt.
   */
  async refund(input: RefundInput): Promise<RefundOutcome> {
    const session = await this.client.checkout.sessions.retrieve(input.providerSessionId);
    const paymentIntent =
      typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (!paymentIntent) return { status: 'failed', reason: 'Stripe has no payment for this checkout session.' };
    return this.createRefund(paymentIntent, input, input.amountPence);
  }

  /**
   * One refund request; `amount` undefined asks for what is left of the charge. When less is left
   * than asked (part was refunded in Stripe's dashboard after this refund was queued), what is left
   * goes back instead, under a key of its own: the customer gets the promised total, and never more
   * than the charge.
   */
  private async createRefund(
    paymentIntent: string,
    input: RefundInput,
    amount: number | undefined,
  ): Promise<RefundOutcome> {
    try {
      const refund = await this.client.refunds.create(
        { payment_intent: paymentIntent, amount, metadata: { bookingId: input.bookingId } },
        { idempotencyKey: amount === undefined ? `${input.idempotencyKey}-rest` : input.idempotencyKey },
      );
      return refundOutcome(refund);
    } catch (error) {
      if (
        !(error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError)
      ) {
        throw error;
      }
      if (error.code === 'charge_already_refunded') return { status: 'refunded' };
      // Stripe keeps this refusal under the round's key for a day, so every attempt of the round
      // comes here and asks for what is left under the "-rest" key, which Stripe makes once.
      if (error.code === 'amount_too_large' && amount !== undefined)
        return this.createRefund(paymentIntent, input, undefined);
      return { status: 'failed', reason: error.message };
    }
  }

  /**
   * A refund as Stripe holds it now (a webhook's copy may be stale), with the booking it was made
   * for (none on a refund made in Stripe's dashboard) and the charge it pays back; undefined when
   * Stripe does not know it.
   */
  async fetchRefund(
    refundId: string,
  ): Promise<{ outcome: RefundOutcome; bookingId: string | undefined; chargeId: string | undefined } | undefined> {
    try {
      const refund = await this.client.refunds.retrieve(refundId);
      const chargeId = typeof refund.charge === 'string' ? refund.charge : refund.charge?.id;
      return { outcome: refundOutcome(refund), bookingId: refund.metadata?.bookingId, chargeId };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
        return undefined;
      throw error;
    }
  }

  /**
   * A charge as Stripe holds it now (a webhook's copy may be stale), with the checkout session
   * that took it: how much of it is refunded, and which of our sessions it belongs to.
   */
  async fetchRefundedCharge(
    chargeId: string,
  ): Promise<{ amount: number; amountRefunded: number; providerSessionId: string | undefined }> {
    const charge = await this.client.charges.retrieve(chargeId);
    const paymentIntent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    const sessions = paymentIntent
      ? await this.client.checkout.sessions.list({ payment_intent: paymentIntent, limit: 1 })
      : undefined;
    return { amount: charge.amount, amountRefunded: charge.amount_refunded, providerSessionId: sessions?.data[0]?.id };
  }

  /** Verifies the signature on the raw body; throws when it does not match. */
  constructEvent(rawBody: Buffer, signature: string, secret: string): Stripe.Event {
    return this.client.webhooks.constructEvent(rawBody, signature, secret);
  }
}
