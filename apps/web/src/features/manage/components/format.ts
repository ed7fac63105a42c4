/** "£40.00" for an amount in pounds. */
export function pounds(amount: number): string {
  return `£${amount.toFixed(2)}`;
}
