import { describe, expect, it } from 'vitest';
import { parseCommand } from './hunt-commands.js';

describe('parseCommand', () => {
  it('knows START, HINT and PAUSE in any case, with spaces or a final punctuation mark', () => {
    expect(parseCommand('start')).toBe('START');
    expect(parseCommand('  StArT! ')).toBe('START');
    expect(parseCommand('hint?')).toBe('HINT');
    expect(parseCommand('Pause.')).toBe('PAUSE');
    expect(parseCommand('pause .')).toBe('PAUSE');
    expect(parseCommand('start now')).toBeUndefined();
    expect(parseCommand('restart')).toBeUndefined();
  });
});
