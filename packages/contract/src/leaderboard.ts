import { LEADERBOARD_NAME_MAX_LENGTH, LEADERBOARD_NAME_MIN_LENGTH } from './constants.js';

/**
 * A duration as the chat and the leaderboard write it (scores.md section 2, docs/decisions.md):
 * "1 h 12 min", "2 h", "45 min"; under a minute in seconds ("38 s"). Whole minutes are cut,
 * never rounded up, so a time shown is never longer than the one ranked.
 */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  if (seconds < 60) return `${seconds} s`;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours === 0) return `${minutes} min`;
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
}

/** Letters (with their accents), digits, spaces and ' - & ! . (scores.md section 2). */
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{Nd} '\-&!.]+$/u;
/** A name shows at least one letter or digit. */
const VISIBLE_CHARACTER = /[\p{L}\p{Nd}]/u;
/** The Hangul fillers: letters by their category, but blank on the screen. */
const BLANK_LETTERS = /[\u115F\u1160\u3164\uFFA0]/u;

/**
 * The leaderboard name a reply asks for, or undefined when it breaks the rules: in composed form
 * (NFC, so "ë" typed as one character or as e and an accent is one name for the month's
 * uniqueness), trimmed, runs of spaces made one, a typographic apostrophe (what phones type) made
 * a plain one; then 2 to 24 characters of the allowed ones, at least one of them a letter or digit.
 */
export function leaderboardNameOf(reply: string): string | undefined {
  const name = reply
    .normalize('NFC')
    .trim()
    .replace(/\s+/gu, ' ')
    .replace(/[\u2018\u2019]/gu, "'");
  const length = [...name].length;
  if (length < LEADERBOARD_NAME_MIN_LENGTH || length > LEADERBOARD_NAME_MAX_LENGTH) return undefined;
  const allowed = NAME_CHARACTERS.test(name) && VISIBLE_CHARACTER.test(name) && !BLANK_LETTERS.test(name);
  return allowed ? name : undefined;
}
