import { describe, expect, it } from 'vitest';
import { EDITING_KEYS, inputReplay, keyReplay, sectionAt } from './date-field-handover';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
  key: k,
  code: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('keyReplay', () => {
  it('plays the editing keys again in the picker', () => {
    for (const k of EDITING_KEYS) expect(keyReplay(key(k))).toEqual({ type: 'key', init: key(k) });
    expect(EDITING_KEYS).toContain('ArrowUp');
    expect(EDITING_KEYS).toContain('Backspace');
    expect(keyReplay(key('a', { ctrlKey: true }))).toEqual({ type: 'key', init: key('a', { ctrlKey: true }) });
    expect(keyReplay(key('A', { metaKey: true, shiftKey: true }))?.type).toBe('key');
  });

  it('leaves focus moves, text and other keys alone', () => {
    for (const k of ['Tab', 'Shift', 'Control', 'Escape', 'Enter', ' ', '1', 'a', 'Unidentified'])
      expect(keyReplay(key(k))).toBeNull();
    expect(keyReplay(key('Tab', { shiftKey: true }))).toBeNull();
    expect(keyReplay(key('c', { ctrlKey: true }))).toBeNull();
  });
});

describe('inputReplay', () => {
  it('turns typed text into text, deletions into Backspace or Delete', () => {
    expect(inputReplay('insertText', '7')).toEqual({ type: 'text', text: '7' });
    expect(inputReplay('insertReplacementText', '12')).toEqual({ type: 'text', text: '12' });
    expect(inputReplay('deleteContentBackward', null)).toEqual({
      type: 'key',
      init: { key: 'Backspace', code: 'Backspace' },
    });
    expect(inputReplay('deleteContentForward', null)).toEqual({ type: 'key', init: { key: 'Delete', code: 'Delete' } });
  });

  it('ignores what has nothing to play', () => {
    expect(inputReplay('insertText', null)).toBeNull();
    expect(inputReplay('insertParagraph', null)).toBeNull();
    expect(inputReplay('historyUndo', null)).toBeNull();
  });
});

describe('sectionAt', () => {
  const sections = [
    { left: 100, right: 130 },
    { left: 130, right: 164 },
    { left: 164, right: 204 },
  ];
  it('finds the section under the pointer', () => {
    expect(sectionAt(100, sections)).toBe(0);
    expect(sectionAt(129, sections)).toBe(0);
    expect(sectionAt(150, sections)).toBe(1);
    expect(sectionAt(200, sections)).toBe(2);
  });

  it('takes the outermost section just past the edges, the first one in the blank space', () => {
    expect(sectionAt(97, sections)).toBe(0);
    expect(sectionAt(207, sections)).toBe(2);
    expect(sectionAt(90, sections)).toBe(0);
    expect(sectionAt(300, sections)).toBe(0);
    expect(sectionAt(150, [])).toBe(0);
  });
});
