import { describe, expect, it } from 'vitest';
import { type SendAllowance, takeSendAllowance } from './send-limit.js';

describe('the team message limit', () => {
  const start = Date.parse('2026-06-15T11:00:00Z');
  const at = (ms: number) => new Date(start + ms);

  /** Sends at each offset (ms) in turn, keeping the allowance like the chat does. */
  function sendAt(offsets: number[]): SendAllowance[] {
    let allowanceAt: Date | null = null;
    return offsets.map((ms) => {
      const taken = takeSendAllowance(allowanceAt, at(ms));
      if (taken.allowed) allowanceAt = taken.allowanceAt;
      return taken;
    });
  }

  it('gives a burst of 5, then one every 3 seconds, and a refusal spends nothing', () => {
    const results = sendAt([0, 0, 0, 0, 0, 0, 0, 3000, 3000, 5999, 6000]);
    expect(results.map((r) => r.allowed)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      true,
      false,
      false,
      true,
    ]);
    expect(results[5]).toEqual({ allowed: false, retryAfter: 3 });
    expect(results[9]).toEqual({ allowed: false, retryAfter: 1 });
  });

  it('fills up again after a quiet spell, never beyond the burst', () => {
    const results = sendAt([0, 0, 0, 0, 0, 60_000, 60_000, 60_000, 60_000, 60_000, 60_000]);
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results[10]).toEqual({ allowed: false, retryAfter: 3 });
  });
});
