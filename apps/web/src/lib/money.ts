/**
 * A non-negative amount in whole pounds as en-GB shows it ("£1,250"): the same text as
 * `new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 })`,
 * without building that formatter as the booking page starts (the first currency formatter of a
 * page loads locale data: a long task on a phone, docs/performance.md).
 */
export function formatPounds(amount: number): string {
  return `£${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** A price in pence: whole pounds without pence ("£10", "£1,250"), otherwise with them ("£10.50"). */
export function formatPrice(pence: number): string {
  const whole = formatPounds(Math.floor(pence / 100));
  return pence % 100 === 0 ? whole : `${whole}.${String(pence % 100).padStart(2, '0')}`;
}
