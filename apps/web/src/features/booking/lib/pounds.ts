/**
 * A non-negative amount in whole pounds as en-GB shows it ("£1,250"): the same text as
 * `new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 })`,
 * without building that formatter as the booking page starts (the first currency formatter of a
 * page loads locale data: a long task on a phone, docs/performance.md).
 */
export function formatPounds(amount: number): string {
  return `£${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
