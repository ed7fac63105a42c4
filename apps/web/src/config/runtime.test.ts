import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, parseRuntimeConfig } from './runtime';

describe('parseRuntimeConfig', () => {
  it('reads the venue time zone and the cut-offs the server writes', () => {
    const config = parseRuntimeConfig(
      JSON.stringify({
        brandName: 'Pier Puzzles',
        contactEmail: 'ahoy@pier.example',
        venueTimeZone: 'America/New_York',
        changeCutoffHours: 24,
        refundCutoffHours: 0,
        pricePerPlayerPence: 1250,
        testCheckout: true,
      }),
    );
    expect(config).toEqual({
      brandName: 'Pier Puzzles',
      contactEmail: 'ahoy@pier.example',
      venueTimeZone: 'America/New_York',
      changeCutoffHours: 24,
      refundCutoffHours: 0,
      pricePerPlayerPence: 1250,
      testCheckout: true,
    });
  });

  it('falls back field by field on values it cannot use', () => {
    const config = parseRuntimeConfig(
      JSON.stringify({
        brandName: 'Pier Puzzles',
        venueTimeZone: 'Mars/Olympus',
        changeCutoffHours: -1,
        refundCutoffHours: '48',
        pricePerPlayerPence: 12.5,
        testCheckout: 'yes',
      }),
    );
    expect(config).toEqual({ ...DEFAULT_RUNTIME_CONFIG, brandName: 'Pier Puzzles' });
    expect(parseRuntimeConfig('__APP_CONFIG__')).toBe(DEFAULT_RUNTIME_CONFIG);
  });

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
