// @vitest-environment jsdom

import { API } from '@seaside/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ToastApi, ToastContext } from '@/components/feedback/toast-context';
import { HideFromLeaderboardButton, HideLeaderboardDialog, LeaderboardName } from './LeaderboardEntry';

const ENTRY = { bookingId: 'b-1', name: 'Pier Pals' };
const REFRESH = ['admin', 'live'] as const;

/** The dialog with a hide request that answers when the test says so. */
function setup() {
  let answer: (body: unknown) => void = () => undefined;
  const fetch = vi.fn(
    (_url: string, _init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        answer = (body) => resolve(Response.json(body));
      }),
  );
  vi.stubGlobal('fetch', fetch);
  const toast = { success: vi.fn(), error: vi.fn() } as unknown as ToastApi;
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <ToastContext.Provider value={toast}>
        <HideLeaderboardDialog entry={ENTRY} refresh={REFRESH} onClose={onClose} />
      </ToastContext.Provider>
    </QueryClientProvider>,
  );
  return { fetch, answer: (body: unknown) => answer(body), toast, invalidate, onClose };
}

describe('hiding a leaderboard entry', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks first, sends one request however often Hide is clicked, then toasts, refreshes and closes', async () => {
    const { fetch, answer, toast, invalidate, onClose } = setup();
    expect(screen.getByRole('dialog').textContent).toContain(
      'Hide Pier Pals from the leaderboard? The team is not told, and the entry stays hidden.',
    );
    const hide = screen.getByRole('button', { name: 'Hide' });
    fireEvent.click(hide);
    fireEvent.click(hide);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toContain(API.ops.hideLeaderboardEntry(ENTRY.bookingId));
    expect(init?.method).toBe('POST');

    await act(async () => answer({ message: 'Leaderboard entry hidden' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(toast.success).toHaveBeenCalledWith('Leaderboard entry hidden');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: REFRESH });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('Keep closes without a request', () => {
    const { fetch, onClose } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the name as text, marks a hidden one, and offers Hide only while it is on the board', () => {
    const onHide = vi.fn();
    const { rerender } = render(
      <>
        <LeaderboardName name="<b>Pier</b> Pals" hidden={false} />
        <HideFromLeaderboardButton bookingId="b-1" name="<b>Pier</b> Pals" hidden={false} onHide={onHide} />
      </>,
    );
    expect(screen.getByText('<b>Pier</b> Pals')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide <b>Pier</b> Pals from the leaderboard' }));
    expect(onHide).toHaveBeenCalledWith({ bookingId: 'b-1', name: '<b>Pier</b> Pals' });

    rerender(
      <>
        <LeaderboardName name="Pier Pals" hidden />
        <HideFromLeaderboardButton bookingId="b-1" name="Pier Pals" hidden onHide={onHide} />
      </>,
    );
    expect(document.body.textContent).toBe('Leaderboard: Pier Pals (hidden)');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
