import type { CookieSerializeOptions } from '@fastify/cookie';
import { API_PREFIX } from '@seaside/contract';
import type { Config } from '../../config.js';
import { venueDayEnd } from '../../core/venue-time.js';

/**
 * The player cookie: set by `GET /api/access/validate/{token}` while the token is active, read
 * by `start` and `send`. It holds the access token itself (the same secret as the briefing
 * link), so every request re-checks the booking: a deleted or moved booking stops working at once.
 */
export const PLAYER_COOKIE = 'seaside_player';

/** httpOnly, SameSite=Lax, sent to the API only, Secure in production; it lasts until the adventure day ends at the venue. */
export function playerCookieOptions(config: Config, registrationDate: string, now: Date): CookieSerializeOptions {
  const endOfDay = venueDayEnd(registrationDate, config.venueTimeZone);
  const maxAge = Math.max(60, Math.ceil((endOfDay.getTime() - now.getTime()) / 1000));
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.env === 'production',
    path: API_PREFIX,
    maxAge,
  };
}
