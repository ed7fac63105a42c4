/**
 * What the light "Date of adventure" field hands over to the MUI X picker when the visitor starts
 * using it (components/AdventureDateField.tsx): the section to focus, whether to open the
 * calendar, and the input to play again in the picker (typed text, editing keys, a paste).
 */
export type Replay =
  | { type: 'text'; text: string }
  | { type: 'key'; init: KeyboardEventInit & { key: string } }
  | { type: 'paste'; text: string };

export interface HandoverRequest {
  /** The section (0 day, 1 month, 2 year) the visitor clicked, tapped or typed in. */
  section?: number;
  /** Give the picker the focus even though the light field does not have it (a click it answers at once). */
  focus?: boolean;
  /** The calendar button was pressed. */
  open?: boolean;
  replay?: Replay;
}

/** The keys the picker's field acts on itself (everything else is typed text, or not its business). */
export const EDITING_KEYS: readonly string[] = [
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Backspace',
  'Delete',
];

type KeyLike = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/**
 * The key to play again in the picker's field, or null for a key the light field leaves alone (Tab
 * and the other keys that move the focus or do nothing in the field; text arrives as `beforeinput`).
 */
export function keyReplay({ key, code, ctrlKey, metaKey, altKey, shiftKey }: KeyLike): Replay | null {
  const selectAll = (ctrlKey || metaKey) && key.toLowerCase() === 'a';
  if (!EDITING_KEYS.includes(key) && !selectAll) return null;
  return { type: 'key', init: { key, code, ctrlKey, metaKey, altKey, shiftKey } };
}

/** The edit a `beforeinput` event asks for, as input for the picker's field (null: nothing to play). */
export function inputReplay(inputType: string, data: string | null): Replay | null {
  if (inputType.startsWith('insert') && data) return { type: 'text', text: data };
  if (inputType === 'deleteContentBackward') return { type: 'key', init: { key: 'Backspace', code: 'Backspace' } };
  if (inputType.startsWith('delete')) return { type: 'key', init: { key: 'Delete', code: 'Delete' } };
  return null;
}

/** How far past the outermost sections a click still selects them (the picker's own slop). */
const BLANK_SPACE_TOLERANCE = 4;

/**
 * The section a click at `x` lands in, given the horizontal extent of each section: the one under
 * the pointer, else the nearest one, and the first one for a click in the blank space before or
 * after the sections (as the picker's own field does).
 */
export function sectionAt(x: number, sections: readonly { left: number; right: number }[]): number {
  const first = sections[0];
  const last = sections[sections.length - 1];
  if (!first || !last || x < first.left - BLANK_SPACE_TOLERANCE || x > last.right + BLANK_SPACE_TOLERANCE) return 0;
  let nearest = 0;
  let distance = Number.POSITIVE_INFINITY;
  sections.forEach(({ left, right }, index) => {
    const d = x < left ? left - x : x > right ? x - right : 0;
    if (d < distance) {
      distance = d;
      nearest = index;
    }
  });
  return nearest;
}
