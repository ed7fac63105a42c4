import { describe, expect, it } from 'vitest';
import { checkBody } from './contract-check';

describe('checkBody: answers against the contract in tests and development', () => {
  it('accepts a body that matches the schema', async () => {
    await expect(
      checkBody(
        'publicLockedDatesResponseSchema',
        { lockedDates: ['2030-01-02'], fullDates: [] },
        'GET /api/date/public-list',
      ),
    ).resolves.toBeUndefined();
  });

  it('fails, naming the route and the schema, when the body does not match', async () => {
    await expect(
      checkBody('publicLockedDatesResponseSchema', { lockedDates: '2030-01-02' }, 'GET /api/date/public-list'),
    ).rejects.toThrow(/GET \/api\/date\/public-list: the answer does not match publicLockedDatesResponseSchema/);
  });
});
