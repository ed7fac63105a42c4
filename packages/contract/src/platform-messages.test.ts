import { describe, expect, it } from 'vitest';
import { PLATFORM_MESSAGES } from './platform-messages.js';

describe('the wait a refusal names', () => {
  it.each([
    [0.2, '1 second'],
    [1, '1 second'],
    [2.5, '3 seconds'],
    [59, '59 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
  ])('%s s reads "%s"', (seconds, wait) => {
    expect(PLATFORM_MESSAGES.tooManyRequests(seconds)).toBe(`Too many attempts. Please try again in ${wait}.`);
  });
});
