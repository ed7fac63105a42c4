// @vitest-environment jsdom
import type { ChatMessage } from '@seaside/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http';
import { sendPuzzleMessage, startPuzzle } from '../api/player-api';
import { useChat } from './useChat';

vi.mock('../api/player-api', () => ({ startPuzzle: vi.fn(), sendPuzzleMessage: vi.fn() }));

const reply = (content: string): ChatMessage => ({ role: 'assistant', content, messageType: 'text' });

function serverError(status: number, message: string, retryAfterSeconds?: number): HttpError {
  return new HttpError(status, { success: false, message }, 'POST /api/puzzle/send', retryAfterSeconds);
}

/** The hook of a team whose conversation is still empty, once `start` has answered. */
async function startedChat(onForbidden = vi.fn()) {
  vi.mocked(startPuzzle).mockResolvedValue({ history: [], messages: [] });
  const { result } = renderHook(() => useChat({ token: 'team-token', onForbidden }));
  await waitFor(() => expect(result.current.started).toBe(true));
  return result;
}

describe('useChat: send and roll back', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('shows the message at once and keeps it with the replies once sent', async () => {
    vi.mocked(sendPuzzleMessage).mockResolvedValue([reply('Well done!')]);
    const result = await startedChat();
    let sent: Promise<boolean> | undefined;
    act(() => {
      sent = result.current.send('  the lighthouse  ');
    });
    expect(result.current.messages.map((m) => m.content)).toContain('the lighthouse');
    await act(async () => {
      expect(await sent).toBe(true);
    });
    expect(startPuzzle).toHaveBeenCalledWith('team-token', expect.any(AbortSignal));
    expect(sendPuzzleMessage).toHaveBeenCalledWith('team-token', 'the lighthouse');
    expect(result.current.messages.map((m) => m.content)).toContain('the lighthouse');
    expect(result.current.sendError).toBeNull();
  });

  it("rolls the message back and shows the server's message when sending fails", async () => {
    vi.mocked(sendPuzzleMessage).mockRejectedValue(serverError(429, 'Slow down a little.'));
    const result = await startedChat();
    await act(async () => {
      expect(await result.current.send('the pier')).toBe(false);
    });
    expect(result.current.messages.map((m) => m.content)).not.toContain('the pier');
    expect(result.current.sendError).toBe('Slow down a little.');
  });

  it('clears the send-limit message once the wait the 429 names (Retry-After) is over', async () => {
    vi.mocked(sendPuzzleMessage).mockRejectedValue(
      serverError(429, 'Too many attempts. Please try again in 2 seconds.', 2),
    );
    const result = await startedChat();
    vi.useFakeTimers();
    await act(async () => {
      await result.current.send('the pier');
    });
    expect(result.current.sendError).toBe('Too many attempts. Please try again in 2 seconds.');
    act(() => vi.advanceTimersByTime(1_999));
    expect(result.current.sendError).toBe('Too many attempts. Please try again in 2 seconds.');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.sendError).toBeNull();

    // A wait in minutes.
    vi.mocked(sendPuzzleMessage).mockRejectedValue(
      serverError(429, 'Too many attempts. Please try again in 1 minute.', 60),
    );
    await act(async () => {
      await result.current.send('the pier');
    });
    act(() => vi.advanceTimersByTime(59_999));
    expect(result.current.sendError).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.sendError).toBeNull();
  });

  it('clears the send-limit message when the next message is sent', async () => {
    vi.mocked(sendPuzzleMessage).mockRejectedValueOnce(
      serverError(429, 'Too many attempts. Please try again in 2 seconds.', 2),
    );
    const result = await startedChat();
    vi.useFakeTimers();
    await act(async () => {
      await result.current.send('the pier');
    });
    expect(result.current.sendError).not.toBeNull();
    vi.mocked(sendPuzzleMessage).mockResolvedValue([reply('Well done!')]);
    act(() => vi.advanceTimersByTime(2_000));
    await act(async () => {
      expect(await result.current.send('the pier')).toBe(true);
    });
    expect(result.current.sendError).toBeNull();
  });

  it('keeps a failure without a wait until it is dismissed or the next send', async () => {
    vi.mocked(sendPuzzleMessage).mockRejectedValue(serverError(500, 'Something went wrong on our side.'));
    const result = await startedChat();
    vi.useFakeTimers();
    await act(async () => {
      await result.current.send('the pier');
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.sendError).toBe('Something went wrong on our side.');
    act(() => result.current.clearSendError());
    expect(result.current.sendError).toBeNull();
  });

  it('hands a 403 to onForbidden instead of showing an error', async () => {
    vi.mocked(sendPuzzleMessage).mockRejectedValue(serverError(403, 'Your adventure is not active right now.'));
    const onForbidden = vi.fn();
    const result = await startedChat(onForbidden);
    await act(async () => {
      await result.current.send('the pier');
    });
    expect(onForbidden).toHaveBeenCalledWith('Your adventure is not active right now.');
    expect(result.current.sendError).toBeNull();
  });
});
