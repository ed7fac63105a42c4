import Stripe from 'stripe';
import {
  CHECKOUT_SESSION_TTL_MS,
  type CreateCheckoutInput,
  type CreatedCheckout,
  type PaymentProvider,
  type ProviderSessionState,
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
  return {
    status: paid ? 'paid' : session.status === 'expired' ? 'failed' : 'pending',
    bookingId: session.metadata?.bookingId ?? session.client_reference_id ?? undefined,
    amountTotal: session.amount_total ?? undefined,
    currency: session.currency ?? undefined,
  };
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
        success_url: `${this.options.publicUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${this.options.publicUrl}/book-now`,
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

  /** Verifies the signature on the raw body; throws when it does not match. */
  constructEvent(rawBody: Buffer, signature: string, secret: string): Stripe.Event {
    return this.client.webhooks.constructEvent(rawBody, signature, secret);
  }
}
