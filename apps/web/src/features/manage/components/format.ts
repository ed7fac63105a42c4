/** "Sunday 28 June 2026 at 00:00 BST": an instant written in the venue's time. */
export function formatDeadline(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  const day = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(instant);
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
    timeZone,
  }).format(instant);
  return `${day} at ${time}`;
}

/** "£40.00" for an amount in pounds. */
export function pounds(amount: number): string {
  return `£${amount.toFixed(2)}`;
}
