// @vitest-environment jsdom
import { MESSAGES } from '@seaside/contract';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http';
import { validateToken } from '../api/player-api';
import { useTokenStatus } from './useTokenStatus';

vi.mock('../api/player-api', () => ({ validateToken: vi.fn() }));

const refusal = (status: number, message: string) =>
  new HttpError(status, { success: false, message }, 'GET /api/access/validate/{token}');

describe('useTokenStatus: a link that could not be checked', () => {
  afterEach(() => vi.clearAllMocks());

  it.each([
    ['no answer', new TypeError('Failed to fetch'), MESSAGES.player.linkCheckFailed],
    ['a server failure', refusal(500, 'Internal Server Error'), MESSAGES.player.linkCheckFailed],
    ['a 429', refusal(429, 'Too many tries. Please wait 2 minutes.'), 'Too many tries. Please wait 2 minutes.'],
  ])('%s is an error to retry, with what happened', async (_, error, message) => {
    vi.mocked(validateToken).mockRejectedValue(error);
    const { result } = renderHook(() => useTokenStatus('team-token'));
    await waitFor(() => expect(result.current.state).toEqual({ phase: 'error', message }));
  });

  it("a 403 is the server's verdict (the spec's default without one)", async () => {
    vi.mocked(validateToken).mockRejectedValue(refusal(403, ''));
    const { result } = renderHook(() => useTokenStatus('team-token'));
    await waitFor(() =>
      expect(result.current.state).toEqual({ phase: 'forbidden', message: MESSAGES.player.tokenValidationFailed }),
    );
  });
});
