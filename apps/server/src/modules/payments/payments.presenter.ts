import type { CheckoutPageBrand, OpenCheckoutPage } from './local-checkout.page.js';
import type { LocalCheckoutView } from './payments.service.js';

/** What the built-in checkout page shows of an open session (never ids other than its own, never tokens). */
export function presentOpenCheckout(
  view: Extract<LocalCheckoutView, { kind: 'open' }>,
  unitAmountPence: number,
  timeZone: string,
): OpenCheckoutPage {
  const { session, booking } = view;
  return {
    sessionId: session.providerSessionId,
    fullName: booking.fullName,
    email: booking.email,
    registrationDate: booking.registrationDate,
    teamMemberCount: booking.teamMemberCount,
    unitAmountPence:
      session.amountPence === unitAmountPence * booking.teamMemberCount
        ? unitAmountPence
        : Math.round(session.amountPence / booking.teamMemberCount),
    amountPence: session.amountPence,
    expiresAtText: new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(session.expiresAt),
  };
}

export function checkoutBrand(config: { brandName: string; contactEmail: string }): CheckoutPageBrand {
  return { brandName: config.brandName, contactEmail: config.contactEmail };
}
