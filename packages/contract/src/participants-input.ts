import { PARTICIPANTS_INPUT_MAX_LENGTH } from './constants.js';

/**
 * What the participants input accepts while typing: digits only, no leading zero,
 * at most 10 characters (zero and negatives are impossible by construction).
 * A module of its own, without zod, so a page can use it on every keystroke without loading zod.
 */
export function isAcceptableParticipantsInput(raw: string): boolean {
  return raw === '' || (raw.length <= PARTICIPANTS_INPUT_MAX_LENGTH && /^[1-9]\d*$/.test(raw));
}
