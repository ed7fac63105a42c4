/**
 * Answer matching of the hunt (server-behaviour section 5). Pure: no I/O, no clock.
 *
 * A guess and an accepted answer are both normalised (accents removed, case folded,
 * punctuation and repeated spaces removed, a leading "the/a/an" ignored), then compared:
 * - equal, or equal once spaces are ignored ("clocktower" = "clock tower"): accepted;
 * - when either side holds a digit, nothing else is accepted (numbers must match exactly);
 * - otherwise a small edit distance is forgiven for longer answers: 1 edit for answers of
 *   6 to 9 characters, 2 edits from 10 characters (a swap of two neighbours counts as 1 edit).
 */

const LEADING_ARTICLE = /^(?:(?:the|a|an) )+(?=\S)/;
const APOSTROPHES = /['\u2018\u2019\u02BC`\u00B4]/g;
const PUNCTUATION_OR_SYMBOL = /[\p{P}\p{S}]/gu;
const COMBINING_MARK = /\p{M}/gu;
const WHITESPACE = /\s+/g;
const DIGIT = /\p{Nd}/u;

/** Letters that Unicode decomposition does not split into a base letter and an accent. */
const FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
};

export function normaliseAnswer(raw: string): string {
  let text = raw.normalize('NFKD').replace(COMBINING_MARK, '').toLowerCase();
  text = text.replace(/[ßæœøđłıþ]/g, (c) => FOLDS[c] ?? c);
  text = text.replace(APOSTROPHES, '').replace(PUNCTUATION_OR_SYMBOL, ' ');
  text = text.replace(WHITESPACE, ' ').trim();
  return text.replace(LEADING_ARTICLE, '');
}

/** Edits forgiven for an answer of this (normalised) length. */
export function toleranceFor(answerLength: number): number {
  if (answerLength >= 10) return 2;
  if (answerLength >= 6) return 1;
  return 0;
}

/**
 * Optimal-string-alignment distance (insertions, deletions, substitutions and swaps of two
 * neighbours each cost 1), or `limit + 1` as soon as it is known to exceed `limit`.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  const s = Array.from(a);
  const t = Array.from(b);
  if (Math.abs(s.length - t.length) > limit) return limit + 1;
  if (s.length === 0) return t.length;
  if (t.length === 0) return s.length;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        value = Math.min(value, (prevPrev[j - 2] as number) + 1);
      }
      row.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[t.length] as number;
}

/** Whether the normalised guess `g` matches the normalised accepted answer `a`. */
function matchesNormalised(g: string, a: string): boolean {
  if (a === '' || g === '') return false;
  if (g === a) return true;
  if (g.replace(/ /g, '') === a.replace(/ /g, '')) return true;
  if (DIGIT.test(a) || DIGIT.test(g)) return false;
  const tolerance = toleranceFor(Array.from(a).length);
  return tolerance > 0 && editDistance(g, a, tolerance) <= tolerance;
}

/** Whether `guess` matches one accepted `answer`. */
export function matchesAnswer(guess: string, answer: string): boolean {
  return matchesNormalised(normaliseAnswer(guess), normaliseAnswer(answer));
}

/** Whether `guess` matches any of the accepted answers. */
export function matchesAnyAnswer(guess: string, answers: readonly string[]): boolean {
  const g = normaliseAnswer(guess);
  return answers.some((answer) => matchesNormalised(g, normaliseAnswer(answer)));
}
