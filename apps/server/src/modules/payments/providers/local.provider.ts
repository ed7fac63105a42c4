import { randomToken } from '../../../core/access-tokens.js';
import {
  CHECKOUT_SESSION_TTL_MS,
  type CreateCheckoutInput,
  type CreatedCheckout,
  type PaymentProvider,
  type RefundOutcome,
} from './payment-provider.js';

/** Path of the built-in checkout page (served by local-checkout.routes.ts). */
export const LOCAL_CHECKOUT_PATH = '/checkout';

const SESSION_ID = /^lcs_[A-Za-z0-9_-]{16,64}$/;

/** Whether `id` has the shape of the ids `createCheckout` makes (anything else is not looked up). */
export function isLocalSessionId(id: string): boolean {
  return SESSION_ID.test(id);
}

/**
 * The embedded test provider: the server's own checkout page with "Pay" and "Cancel". No card is
 * charged; the payment_sessions row is the whole state, so there is nothing to ask remotely.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly name = 'local' as const;

  constructor(private readonly publicUrl: string) {}

  async createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout> {
    // 192 random bits: the id is the capability to pay or cancel this session.
    const providerSessionId = `lcs_${randomToken(24)}`;
    return {
      providerSessionId,
      checkoutUrl: `${this.publicUrl}${LOCAL_CHECKOUT_PATH}/${providerSessionId}`,
      expiresAt: new Date(input.now.getTime() + CHECKOUT_SESSION_TTL_MS),
    };
  }

  async fetchSession(): Promise<undefined> {
    return undefined;
  }

  /**
   * The local session is its payment_sessions row; a refused checkout stores none, so its page
   * already answers not-found and there is nothing left to close.
   */
  async expireCheckout(): Promise<void> {
    return;
  }

  /** No money was taken, so the refund is recorded at once. */
  async refund(): Promise<RefundOutcome> {
    return { status: 'refunded' };
  }
}
