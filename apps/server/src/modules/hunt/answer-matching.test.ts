import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance, matchesAnswer, matchesAnyAnswer, normaliseAnswer, toleranceFor } from './answer-matching.js';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('');
const letter = fc.constantFrom(...LETTERS);
/** A lower-case word of `min`..`max` letters (no spaces, so no leading article to strip). */
const word = (min: number, max: number) =>
  fc.array(letter, { minLength: min, maxLength: max }).map((chars) => chars.join(''));
/** One to three words joined by single spaces. */
const phrase = fc
  .array(word(2, 8), { minLength: 1, maxLength: 3 })
  .map((words) => words.join(' '))
  .filter((p) => !/^(?:the|a)/.test(p));

const ACCENTS = ['\u0301', '\u0300', '\u0302', '\u0308', '\u0327'];
const PUNCTUATION = ['.', ',', '!', '?', ';', ':', '"', '(', ')', '-', '\u2019', "'"];

/** Changes one letter at `index` into a different letter. */
function substitute(text: string, index: number, shift: number): string {
  const chars = Array.from(text);
  const i = index % chars.length;
  const current = chars[i] as string;
  const next = LETTERS[(LETTERS.indexOf(current) + 1 + (shift % 25)) % 26] as string;
  chars[i] = next;
  return chars.join('');
}

describe('normaliseAnswer', () => {
  it('folds case, removes accents and punctuation, collapses spaces and ignores a leading article', () => {
    expect(normaliseAnswer('  The   Royal  Pavilion!! ')).toBe('royal pavilion');
    expect(normaliseAnswer('Café Crème')).toBe('cafe creme');
    expect(normaliseAnswer('QUEEN\u2019S road')).toBe('queens road');
    expect(normaliseAnswer('an Apple')).toBe('apple');
    expect(normaliseAnswer('A')).toBe('a');
    expect(normaliseAnswer('the the end')).toBe(normaliseAnswer(normaliseAnswer('the the end')));
    expect(normaliseAnswer('Straße')).toBe('strasse');
    expect(normaliseAnswer('sea-water')).toBe('sea water');
    expect(normaliseAnswer('\uFF11\uFF18\uFF18\uFF13')).toBe('1883');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (s) => normaliseAnswer(normaliseAnswer(s)) === normaliseAnswer(s)),
    );
    // Full Unicode (astral planes, combining marks, compatibility forms).
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (s) => {
        const once = normaliseAnswer(s);
        return normaliseAnswer(once) === once;
      }),
    );
  });

  it('never leaves repeated, leading or trailing spaces', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (s) => {
        const n = normaliseAnswer(s);
        return !/ {2}/.test(n) && n === n.trim();
      }),
    );
  });
});

describe('matchesAnswer: normalisation properties', () => {
  it('accepts every answer as written', () => {
    fc.assert(fc.property(phrase, (answer) => matchesAnswer(answer, answer)));
  });

  it('ignores case', () => {
    fc.assert(
      fc.property(phrase, fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }), (answer, upper) => {
        const guess = Array.from(answer)
          .map((c, i) => (upper[i % upper.length] ? c.toUpperCase() : c))
          .join('');
        return matchesAnswer(guess, answer);
      }),
    );
  });

  it('ignores accents added to any letter', () => {
    fc.assert(
      fc.property(phrase, fc.array(fc.nat(ACCENTS.length), { minLength: 30, maxLength: 30 }), (answer, marks) => {
        const guess = Array.from(answer)
          .map((c, i) => {
            const m = marks[i % marks.length] as number;
            return c !== ' ' && m < ACCENTS.length ? `${c}${ACCENTS[m]}` : c;
          })
          .join('')
          .normalize('NFC');
        return matchesAnswer(guess, answer);
      }),
    );
  });

  it('ignores punctuation and extra spaces anywhere', () => {
    fc.assert(
      fc.property(
        phrase,
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...PUNCTUATION, ' ', '  ', '\t')), { maxLength: 5 }),
        (answer, insertions) => {
          let guess = answer;
          for (const [at, mark] of insertions) {
            const i = at % (guess.length + 1);
            guess = guess.slice(0, i) + mark + guess.slice(i);
          }
          return matchesAnswer(guess, answer);
        },
      ),
    );
  });

  it('ignores a leading "the", "a" or "an" on either side', () => {
    fc.assert(
      fc.property(phrase, fc.constantFrom('the', 'The', 'A', 'an', 'AN'), (answer, article) => {
        return matchesAnswer(`${article} ${answer}`, answer) && matchesAnswer(answer, `${article} ${answer}`);
      }),
    );
  });

  it('accepts a guess that matches any one of several answers', () => {
    fc.assert(
      fc.property(fc.array(phrase, { minLength: 1, maxLength: 5 }), fc.nat(), (answers, pick) => {
        const chosen = answers[pick % answers.length] as string;
        return matchesAnyAnswer(chosen.toUpperCase(), answers);
      }),
    );
    expect(matchesAnyAnswer('Kemp Town', ['Kemptown', 'Kemp Town'])).toBe(true);
    expect(matchesAnyAnswer('Hove', ['Kemptown', 'Kemp Town'])).toBe(false);
    expect(matchesAnyAnswer('anything', [])).toBe(false);
  });

  it('never accepts an empty or punctuation-only guess', () => {
    fc.assert(
      fc.property(phrase, fc.array(fc.constantFrom(...PUNCTUATION, ' '), { maxLength: 6 }), (answer, marks) => {
        return !matchesAnswer(marks.join(''), answer);
      }),
    );
  });
});

describe('matchesAnswer: edit-distance tolerance', () => {
  it('has the tolerance of the behaviour doc', () => {
    expect([1, 5, 6, 9, 10, 30].map(toleranceFor)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('refuses any typo in an answer shorter than 6 characters', () => {
    fc.assert(
      fc.property(word(1, 5), fc.nat(), fc.nat(), (answer, at, shift) => {
        return !matchesAnswer(substitute(answer, at, shift), answer);
      }),
    );
    expect(matchesAnswer('lane', 'lanes')).toBe(false);
  });

  it('accepts one typo (substitution, insertion, deletion or swap) in answers of 6 to 9 characters', () => {
    fc.assert(
      fc.property(word(6, 9), fc.nat(), fc.nat(), (answer, at, shift) => {
        const i = at % answer.length;
        const substituted = substitute(answer, i, shift);
        const inserted = answer.slice(0, i) + LETTERS[shift % 26] + answer.slice(i);
        const deleted = answer.slice(0, i) + answer.slice(i + 1);
        const j = Math.min(i, answer.length - 2);
        const swapped = answer.slice(0, j) + answer[j + 1] + answer[j] + answer.slice(j + 2);
        return [substituted, inserted, deleted, swapped].every((guess) => matchesAnswer(guess, answer));
      }),
    );
  });

  it('refuses two typos in answers of 6 to 9 characters', () => {
    fc.assert(
      fc.property(word(6, 9), fc.nat(), fc.nat(), (answer, at, shift) => {
        const first = at % answer.length;
        const second = (first + 1 + (shift % (answer.length - 1))) % answer.length;
        const guess = substitute(substitute(answer, first, shift), second, shift + 7);
        fc.pre(editDistance(guess, answer) === 2);
        return !matchesAnswer(guess, answer);
      }),
    );
  });

  it('accepts two typos but not three in answers of 10 characters or more', () => {
    fc.assert(
      fc.property(word(10, 20), fc.array(fc.nat(), { minLength: 3, maxLength: 3 }), fc.nat(), (answer, at, shift) => {
        let guess = answer;
        const edits: string[] = [];
        for (const position of at) {
          guess = substitute(guess, position, shift);
          edits.push(guess);
        }
        const [, two, three] = edits as [string, string, string];
        const twoOk = editDistance(two, answer) > 2 || matchesAnswer(two, answer);
        const threeRefused = editDistance(three, answer) <= 2 || !matchesAnswer(three, answer);
        return twoOk && threeRefused;
      }),
    );
  });

  it('only accepts guesses within the tolerance (or equal once spaces are ignored)', () => {
    fc.assert(
      fc.property(phrase, phrase, (guess, answer) => {
        if (!matchesAnswer(guess, answer)) return true;
        const g = normaliseAnswer(guess);
        const a = normaliseAnswer(answer);
        return g.replace(/ /g, '') === a.replace(/ /g, '') || editDistance(g, a) <= toleranceFor(Array.from(a).length);
      }),
    );
  });
});

describe('matchesAnswer: numbers', () => {
  it('accepts only the exact number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (answer, guess) => {
        return matchesAnswer(String(guess), String(answer)) === (guess === answer);
      }),
    );
  });

  it('forgives no typo in an answer or guess with digits, even a long one', () => {
    expect(matchesAnswer('1883', '1883')).toBe(true);
    expect(matchesAnswer('1884', '1883')).toBe(false);
    expect(matchesAnswer('188', '1883')).toBe(false);
    expect(matchesAnswer('1,883', '1883')).toBe(true);
    expect(matchesAnswer('Platform 9', 'Platform 9')).toBe(true);
    expect(matchesAnswer('Platform 8', 'Platform 9')).toBe(false);
    expect(matchesAnswer('Platform 1O', 'Platform 10')).toBe(false);
  });
});

describe('the demo hunt answers', () => {
  it('accepts the typos players really make', () => {
    expect(matchesAnyAnswer('clock towr', ['Clock Tower'])).toBe(true);
    expect(matchesAnyAnswer('the royal pavillion', ['Royal Pavilion'])).toBe(true);
    expect(matchesAnyAnswer('Fitzherbrt', ['Fitzherbert'])).toBe(true);
    expect(matchesAnyAnswer('seawater', ['Sea water'])).toBe(true);
    expect(matchesAnyAnswer('kemp-town', ['Kemptown'])).toBe(true);
    expect(matchesAnyAnswer("Mrs. Fitz'herbert", ['Mrs Fitzherbert'])).toBe(true);
    expect(matchesAnyAnswer('pier', ['Palace Pier'])).toBe(false);
    expect(matchesAnyAnswer('Lane', ['Lanes', 'The Lanes'])).toBe(false);
  });
});

describe('editDistance', () => {
  it('is a metric on small strings', () => {
    fc.assert(
      fc.property(word(0, 8), word(0, 8), (a, b) => {
        const d = editDistance(a, b);
        return d === editDistance(b, a) && (d === 0) === (a === b) && d <= Math.max(a.length, b.length);
      }),
    );
  });

  it('stops early beyond the limit', () => {
    expect(editDistance('aaaaaaaa', 'bbbbbbbb', 2)).toBe(3);
    expect(editDistance('abc', 'abcdefgh', 1)).toBe(2);
  });
});
