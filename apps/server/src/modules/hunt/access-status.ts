import { MESSAGES, type TokenStatus } from '@seaside/contract';

/** What the status needs of a booking. */
export interface BookingWindow {
  registrationDate: string;
  deletedAt: Date | null;
  cancelledAt?: Date | null;
}

/**
 * The status of an access token (server-behaviour section 4) from the booking it belongs to and
 * today's date at the venue: unknown -> invalid, deleted or cancelled -> revoked, before the adventure day ->
 * pending, on it -> active, after it -> expired. A date change moves the window with it.
 */
export function tokenStatus(booking: BookingWindow | undefined, today: string): TokenStatus {
  if (!booking) return 'invalid';
  if (booking.deletedAt || booking.cancelledAt) return 'revoked';
  if (today < booking.registrationDate) return 'pending';
  if (today > booking.registrationDate) return 'expired';
  return 'active';
}

export const TOKEN_STATUS_MESSAGES: Readonly<Record<TokenStatus, string>> = {
  pending: MESSAGES.player.tokenPending,
  active: MESSAGES.player.tokenActive,
  expired: MESSAGES.player.tokenExpired,
  revoked: MESSAGES.player.tokenRevoked,
  invalid: MESSAGES.player.tokenInvalid,
};
