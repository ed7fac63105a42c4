import type { TokenStatus } from '@seaside/contract';
import statusAfter from '../assets/status-after.svg';
import statusBefore from '../assets/status-before.svg';

/**
 * Illustrations of the token screen (product spec section 4): pending and invalid show "before",
 * expired and revoked show "after".
 */
export const STATUS_ILLUSTRATIONS = {
  before: {
    src: statusBefore,
    alt: 'A sealed envelope with a heart seal in front of the sun rising over the sea',
  },
  after: {
    src: statusAfter,
    alt: 'Two empty cocktail glasses on a seafront ledge as the sun sets under a crescent moon',
  },
} as const;

export function illustrationFor(status: Exclude<TokenStatus, 'active'>) {
  return status === 'expired' || status === 'revoked' ? STATUS_ILLUSTRATIONS.after : STATUS_ILLUSTRATIONS.before;
}
