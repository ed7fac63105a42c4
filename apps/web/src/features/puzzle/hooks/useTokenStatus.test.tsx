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

describe('useTokenStatus: a link the server did not check', () => {
  afterEach(() => vi.clearAllMocks());

  it.each([
    ['no answer', new TypeError('Failed to fetch')],
    ['a server failure', refusal(500, 'Internal Server Error')],
  ])('%s is an error to retry, not a verdict on the link', async (_, error) => {
    vi.mocked(validateToken).mockRejectedValue(error);
    const { result } = renderHook(() => useTokenStatus('team-token'));
    await waitFor(() =>
      expect(result.current.state).toEqual({ phase: 'error', message: MESSAGES.player.linkCheckFailed }),
    );
  });

  it('a malformed link (400) is an invalid link, not an error to retry', async () => {
    vi.mocked(validateToken).mockRejectedValue(
      refusal(400, 'token: Too big: expected string to have <=200 characters'),
    );
    const { result } = renderHook(() => useTokenStatus('x'.repeat(300)));
    await waitFor(() =>
      expect(result.current.state).toEqual({
        phase: 'ready',
        result: { status: 'invalid', message: MESSAGES.player.tokenInvalid, data: { team: null } },
      }),
    );
  });

  it("a 403 is the server's verdict (the spec's default without one)", async () => {
    vi.mocked(validateToken).mockRejectedValue(refusal(403, ''));
    const { result } = renderHook(() => useTokenStatus('team-token'));
    await waitFor(() =>
      expect(result.current.state).toEqual({ phase: 'forbidden', message: MESSAGES.player.tokenValidationFailed }),
    );
  });
});
