/**
 * Money as en-GB shows it, written by hand: the same text as `Intl.NumberFormat('en-GB',
 * { style: 'currency', currency: 'GBP' })`, without building that formatter as the booking page
 * starts (the first currency formatter of a page loads locale data: a long task on a phone,
 * docs/performance.md). Amounts below zero occur in the dashboard (refunds above a week's sales).
 */

/** An amount in whole pounds ("£1,250", "-£12"); a fraction of a pound is rounded. */
export function formatPounds(amount: number): string {
  // Halves away from zero, as Intl rounds them (Math.round takes -12.5 to -12).
  const whole = Math.sign(amount) * Math.round(Math.abs(amount));
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole < 0 ? '-' : ''}£${digits}`;
}

/** An amount in pence, pence always shown ("£1,234.50", "£40.00"), as statements and refunds read. */
export function formatPence(pence: number): string {
  const rounded = Math.round(pence);
  const size = Math.abs(rounded);
  const pounds = formatPounds(Math.floor(size / 100));
  return `${rounded < 0 ? '-' : ''}${pounds}.${String(size % 100).padStart(2, '0')}`;
}

/** A price in pence: whole pounds without pence ("£10", "£1,250"), otherwise with them ("£10.50"). */
export function formatPrice(pence: number): string {
  return pence % 100 === 0 ? formatPounds(pence / 100) : formatPence(pence);
}

/**
 * How a booking's payment reads to its customer (mails, the booking page): a staff-made booking
 * (amount 0) is settled with the team; after the built-in test checkout, the price and that
 * nothing was paid.
 */
export function paymentRows(amountPence: number, testCheckout: boolean): [label: string, value: string][] {
  if (amountPence === 0) return [['Amount paid', 'Arranged with our team']];
  if (testCheckout) {
    return [
      ['Price', formatPence(amountPence)],
      ['Amount paid', 'Nothing: no money was taken'],
    ];
  }
  return [['Amount paid', formatPence(amountPence)]];
}
