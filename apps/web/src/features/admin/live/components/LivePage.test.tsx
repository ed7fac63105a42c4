// @vitest-environment jsdom
import { API, isCalendarDate, isDateInRange, type LiveBoardResponse, MESSAGES } from '@seaside/contract';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/feedback';
import { liveTeam, renderWithQueries } from '@/lib/testing';
import { LivePage } from './LivePage';

const TODAY = '2026-11-27';

const board = (date: string): LiveBoardResponse => ({
  date,
  clueCount: 5,
  stuckMinutes: 20,
  now: `${date}T10:00:00.000Z`,
  teams: [],
});

/** The page's address, shown so a test can read the date it holds. */
function Address() {
  const { search } = useLocation();
  return <output aria-label="Address">{search}</output>;
}

describe('LivePage', { timeout: 30_000 }, () => {
  let asked: string[];
  beforeEach(() => {
    asked = [];
    // Answers GET /api/ops/live as the server does: a date it cannot read is a 400.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const address = new URL(url, 'http://site.test');
        if (address.pathname !== API.ops.live) return Response.json({ message: 'Not found' }, { status: 404 });
        const date = address.searchParams.get('date');
        asked.push(date ?? 'today');
        if (date !== null && !(isCalendarDate(date) && isDateInRange(date))) {
          return Response.json({ message: 'Invalid date' }, { status: 400 });
        }
        return Response.json(board(date ?? TODAY));
      }),
    );
    renderWithQueries(
      <ToastProvider View={() => null}>
        <MemoryRouter initialEntries={['/admin/live']}>
          <LivePage />
          <Address />
        </MemoryRouter>
      </ToastProvider>,
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  /** The date field's value, as its hidden input holds it. */
  const shown = () => screen.getByRole('group', { name: 'Date' }).parentElement?.querySelector('input')?.value;

  it('asks for a typed date only once it is a whole date in range, and keeps every digit typed', async () => {
    await screen.findByText(MESSAGES.ops.noTeams);
    await waitFor(() => expect(shown()).toBe('27/11/2026'));
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('group', { name: 'Date' })).getByRole('spinbutton', { name: 'Day' }));
    // One key at a time, each answered before the next: the years 0002, 0020 and 0202 pass through the field.
    for (const key of '20112026') {
      await user.keyboard(key);
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }
    await waitFor(() => expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('?date=2026-11-20'));
    expect(shown()).toBe('20/11/2026');
    await waitFor(() => expect(asked.at(-1)).toBe('2026-11-20'));
    // Never a date the server refuses (no half-typed year such as 0202).
    expect(asked.filter((date) => date !== 'today' && !isDateInRange(date))).toEqual([]);
    expect(screen.queryByText(MESSAGES.ops.liveLoadFailed)).toBeNull();
  });

  it('keeps the board of the last whole date while the field is emptied', async () => {
    await screen.findByText(MESSAGES.ops.noTeams);
    await waitFor(() => expect(shown()).toBe('27/11/2026'));
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('group', { name: 'Date' })).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(shown()).toBe(''));
    expect(asked.every((date) => date === 'today')).toBe(true);
    expect(screen.getByText(MESSAGES.ops.noTeams)).toBeTruthy();
  });
});

describe('LivePage phone cards', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows no clue, not even a dash, for a team not started yet (its state chip says so)', async () => {
    const team = liveTeam({
      bookingId: 'b1',
      teamName: 'The Gulls',
      state: 'not_started',
      clueNumber: 0,
      startedAt: null,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ ...board(TODAY), teams: [team] })),
    );
    // jsdom matches no media query: the phone's cards, not the table.
    renderWithQueries(
      <ToastProvider View={() => null}>
        <MemoryRouter initialEntries={['/admin/live']}>
          <LivePage />
        </MemoryRouter>
      </ToastProvider>,
    );
    const card = (await screen.findByText('The Gulls')).closest('li') as HTMLElement;
    expect(within(card).getByText('4 players')).toBeTruthy();
    expect(within(card).getByText(MESSAGES.ops.stateNotStarted)).toBeTruthy();
    expect(within(card).queryByText(/players ·/)).toBeNull();
  });
});
