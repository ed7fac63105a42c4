import type { Config } from '../../../config.js';
import { LocalPaymentProvider } from './local.provider.js';
import type { PaymentProvider } from './payment-provider.js';
import { StripePaymentProvider } from './stripe.provider.js';

export type { PaymentProvider } from './payment-provider.js';

/** The provider PAYMENT_PROVIDER selects (config.ts guarantees a Stripe key when it is `stripe`). */
export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.payment.provider === 'stripe') {
    if (!config.payment.stripeSecretKey) throw new Error('STRIPE_SECRET_KEY is required for the stripe provider');
    return new StripePaymentProvider({
      secretKey: config.payment.stripeSecretKey,
      webhookSecret: config.payment.stripeWebhookSecret,
      apiUrl: config.payment.stripeApiUrl,
      publicUrl: config.publicUrl,
    });
  }
  return new LocalPaymentProvider(config.publicUrl);
}
