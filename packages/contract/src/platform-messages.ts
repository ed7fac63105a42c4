/**
 * Texts of the platform itself (errors of any screen). A module of their own so the web app's
 * first load, whose error page needs only these, does not carry every other text (MESSAGES.platform
 * is this same object).
 */
export const PLATFORM_MESSAGES = {
  unexpected: 'Unexpected Application Error!',
  internal: 'Something went wrong on our side. Please try again in a moment.',
  notFound: 'Not found.',
  validation: 'Some fields are not valid.',
  tooManyRequests: (retryAfterSeconds: number) =>
    `Too many attempts. Please try again in ${formatWait(retryAfterSeconds)}.`,
} as const;

/** A wait as people say it: "1 second", "40 seconds", "3 minutes". */
export function formatWait(seconds: number): string {
  if (seconds < 60) {
    const whole = Math.max(1, Math.ceil(seconds));
    return whole === 1 ? '1 second' : `${whole} seconds`;
  }
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
