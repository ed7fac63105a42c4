import { ACCESS_CODE_LENGTH } from '@seaside/contract';

/**
 * Keeps the first four valid characters (0-9, A-F) of typed or pasted text, upper-cased.
 * The same rule as the contract's sanitiseAccessCode, kept here so the access page does not
 * pull the contract's zod schemas into its first load.
 */
export function sanitiseCode(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^0-9A-F]/g, '')
    .slice(0, ACCESS_CODE_LENGTH);
}

/** Puts `text` (already sanitised) into the boxes from `index` on; returns the new boxes and the next index. */
export function fillBoxes(boxes: readonly string[], index: number, text: string): { boxes: string[]; next: number } {
  const out = [...boxes];
  let i = index;
  for (const ch of text) {
    if (i >= out.length) break;
    out[i] = ch;
    i++;
  }
  return { boxes: out, next: Math.min(i, out.length - 1) };
}
