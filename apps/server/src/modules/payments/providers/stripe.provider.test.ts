import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { refundOutcome, sessionState, stripeClientOptions } from './stripe.provider.js';

const base = {
  id: 'cs_1',
  metadata: { bookingId: 'b-1' },
  client_reference_id: 'b-1',
  amount_total: 2000,
  currency: 'gbp',
} as unknown as Stripe.Checkout.Session;

describe('stripe provider helpers', () => {
  it('maps Checkout Session status and payment status to paid / pending / processing / failed', () => {
    const state = (status: string, payment_status: string) =>
      sessionState({ ...base, status, payment_status } as Stripe.Checkout.Session).status;
    expect(state('complete', 'paid')).toBe('paid');
    expect(state('complete', 'no_payment_required')).toBe('paid');
    expect(state('complete', 'unpaid')).toBe('processing');
    expect(state('open', 'unpaid')).toBe('pending');
    expect(state('expired', 'unpaid')).toBe('failed');
    expect(
      sessionState({ ...base, status: 'open', payment_status: 'unpaid' } as Stripe.Checkout.Session),
    ).toMatchObject({
      bookingId: 'b-1',
      amountTotal: 2000,
      currency: 'gbp',
    });
  });

  it('points the SDK at STRIPE_API_URL (host, port, protocol)', () => {
    expect(stripeClientOptions('http://127.0.0.1:12111')).toMatchObject({
      host: '127.0.0.1',
      port: '12111',
      protocol: 'http',
    });
    expect(stripeClientOptions('https://stripe-mock.internal')).toMatchObject({
      host: 'stripe-mock.internal',
      port: 443,
      protocol: 'https',
    });
    expect(stripeClientOptions(undefined)).not.toHaveProperty('host');
  });

  it('maps a refund to refunded (accepted included) or failed with a readable reason', () => {
    const outcome = (status: string, failure_reason: string | null = null) =>
      refundOutcome({ id: 're_1', status, failure_reason } as unknown as Stripe.Refund);
    expect(outcome('succeeded')).toEqual({ status: 'refunded', refundId: 're_1' });
    expect(outcome('pending')).toEqual({ status: 'refunded', refundId: 're_1' });
    expect(outcome('requires_action')).toEqual({ status: 'refunded', refundId: 're_1' });
    expect(outcome('failed', 'expired_or_canceled_card')).toEqual({
      status: 'failed',
      reason: 'The card was expired or cancelled',
    });
    expect(outcome('failed', 'no_such_code')).toEqual({
      status: 'failed',
      reason: 'Stripe could not complete the refund (no_such_code)',
    });
    expect(outcome('canceled')).toEqual({
      status: 'failed',
      reason: 'Stripe could not complete the refund (canceled)',
    });
  });
});
