/** What the booking flow needs from a card payment provider (server-behaviour section 3). */

export const CHECKOUT_SESSION_TTL_MS = 30 * 60 * 1000;

export interface CreateCheckoutInput {
  bookingId: string;
  /** Minor units (pence) per player and the number of players; total = unit × quantity. */
  unitAmountPence: number;
  quantity: number;
  currency: 'GBP';
  customerEmail: string;
  /** Shown to the payer, e.g. "Seaside Secrets treasure hunt, Saturday 24 December 2026". */
  description: string;
  now: Date;
}

export interface CreatedCheckout {
  providerSessionId: string;
  checkoutUrl: string;
  expiresAt: Date;
}

/**
 * The provider's view of a session, re-read from the provider: `paid` money is in; `pending` open;
 * `processing` checkout completed with the payment still under way (a bank debit); `failed`
 * expired, cancelled or declined.
 */
export type ProviderSessionStatus = 'paid' | 'pending' | 'processing' | 'failed';

export interface ProviderSessionState {
  status: ProviderSessionStatus;
  /** The booking the session was created for, as the provider echoes it (metadata). */
  bookingId?: string;
  /** Total the provider charged or will charge, in minor units. */
  amountTotal?: number;
  currency?: string;
}

export interface RefundInput {
  bookingId: string;
  providerSessionId: string;
  amountPence: number;
  /** The same key for every attempt of one refund: the provider makes it at most once. */
  idempotencyKey: string;
}

/**
 * What became of a refund request: `refunded` (done, or accepted and under way at the provider,
 * which names it by `refundId` when it reports later that it failed after all), or `failed` for
 * good with the provider's reason. A passing problem (network, outage) is thrown instead, and the
 * refund worker tries again later.
 */
export type RefundOutcome = { status: 'refunded'; refundId?: string } | { status: 'failed'; reason: string };

export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout>;
  /**
   * Asks the provider about a session; undefined when the provider keeps no state of its own
   * (the local provider: the database row is the truth).
   */
  fetchSession(providerSessionId: string): Promise<ProviderSessionState | undefined>;
  /** Closes an open session nobody may pay any more (its checkout was refused after it was created). */
  expireCheckout(providerSessionId: string): Promise<void>;
  /** Pays back the money taken on a session. */
  refund(input: RefundInput): Promise<RefundOutcome>;
}
