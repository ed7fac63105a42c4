import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, parseRuntimeConfig } from './runtime';

describe('parseRuntimeConfig: the booking cut-offs for /terms', () => {
  it('uses the spec defaults (48 hours) when the page config does not carry them', () => {
    expect(parseRuntimeConfig('{"brandName":"Shore Things"}')).toMatchObject({
      brandName: 'Shore Things',
      changeCutoffHours: 48,
      refundCutoffHours: 48,
    });
    expect(parseRuntimeConfig(null)).toBe(DEFAULT_RUNTIME_CONFIG);
  });

  it('takes whole hours from 0 to a year, and falls back for anything else', () => {
    expect(parseRuntimeConfig('{"changeCutoffHours":24,"refundCutoffHours":0}')).toMatchObject({
      changeCutoffHours: 24,
      refundCutoffHours: 0,
    });
    for (const bad of ['"24"', '-1', '1.5', '8761', 'null']) {
      expect(parseRuntimeConfig(`{"changeCutoffHours":${bad}}`).changeCutoffHours).toBe(48);
    }
  });
});
