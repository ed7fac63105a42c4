import { MESSAGES } from '@seaside/contract';
import { describe, expect, it } from 'vitest';
import { configLabel, describeDataUrl, placeholderHint, previewValue, readiness } from './config-display';

describe('message config display', () => {
  it("lists each message's placeholders, its own first", () => {
    expect(placeholderHint('introMsg')).toBe('Placeholders: {teamName}, {teamSize}, {shopName}, {pubName}.');
    expect(placeholderHint('finishSummaryMsg')).toBe(
      'Placeholders: {duration}, {hints}, {wrongGuesses}, {score}, {teamName}, {teamSize}, {shopName}, {pubName}.',
    );
    expect(placeholderHint('leaderboardJoinedMsg')).toContain('{leaderboardName}, {rank}, {teamName}');
    expect(configLabel('leaderboardInviteMsg')).toBe('Leaderboard invitation');
  });

  it('truncates at 100 characters, 50 for every spelling of the image keys', () => {
    const long = 'x'.repeat(150);
    expect(previewValue('introMsg', long)).toBe(`${'x'.repeat(100)}…`);
    expect(previewValue('introMsg', 'short')).toBe('short');
    for (const key of ['giftVocher', 'barVocher', 'giftvocher', 'barvochers']) {
      expect(previewValue(key, long)).toBe(`${'x'.repeat(50)}…`);
    }
  });

  it('shows the readiness texts of the spec', () => {
    // The indicator's own text; the field's validation message is a different one.
    expect(readiness('  ', true).label).toBe('Message cannot be empty');
    expect(MESSAGES.configs.valueEmpty).toBe('Message value cannot be empty');
    expect(readiness('Hi', true).label).toBe('Active & Ready');
    expect(readiness('Hi', false).label).toBe('Inactive but Ready');
  });

  it('labels keys and describes uploaded images', () => {
    expect(configLabel('barvochers')).toBe('Bar voucher');
    expect(configLabel('custom')).toBe('custom');
    expect(describeDataUrl('data:image/png;base64,AAAA')).toBe('Uploaded PNG image, 3 B');
    expect(describeDataUrl('/vouchers/x.png')).toBeUndefined();
  });
});
