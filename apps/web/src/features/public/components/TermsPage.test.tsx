import { describe, expect, it } from 'vitest';
import { cutoffInWords } from './TermsPage';

describe('cutoffInWords', () => {
  it('writes hours, with the days when they are whole', () => {
    expect(cutoffInWords(48)).toBe('48 hours (2 days)');
    expect(cutoffInWords(24)).toBe('24 hours (1 day)');
    expect(cutoffInWords(36)).toBe('36 hours');
    expect(cutoffInWords(1)).toBe('1 hour');
    expect(cutoffInWords(0)).toBe('0 hours');
  });
});
