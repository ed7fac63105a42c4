// @vitest-environment jsdom
import { API, type ClueStatsResponse, isCalendarDate, isDateInRange, MESSAGES } from '@seaside/contract';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/feedback';
import { renderWithQueries } from '@/lib/testing';
import { ClueInsights } from './ClueInsights';

const answer = (from: string, to: string): ClueStatsResponse => ({
  from,
  to,
  clues: [
    {
      questionId: 'q1',
      sequence: 1,
      clue: 'Where the pier begins',
      reached: 4,
      solved: 3,
      medianSolveSeconds: 300,
      hintRate: 0.25,
      wrongGuessesPerTeam: 1.5,
      topWrongAnswers: [],
    },
  ],
});

describe('ClueInsights', { timeout: 30_000 }, () => {
  let asked: string[];
  beforeEach(() => {
    asked = [];
    // Answers GET /api/ops/clue-stats as the server does: a date it cannot read is a 400.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const address = new URL(url, 'http://site.test');
        if (address.pathname !== API.ops.clueStats) return Response.json({ message: 'Not found' }, { status: 404 });
        const from = address.searchParams.get('from') ?? '2026-08-29';
        const to = address.searchParams.get('to') ?? '2026-11-27';
        asked.push(`${from}..${to}`);
        if (![from, to].every((date) => isCalendarDate(date) && isDateInRange(date)) || from > to) {
          return Response.json({ message: 'Invalid period' }, { status: 400 });
        }
        return Response.json(answer(from, to));
      }),
    );
    renderWithQueries(
      <ToastProvider View={() => null}>
        <ClueInsights />
      </ToastProvider>,
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const shown = (label: string) =>
    screen.getByRole('group', { name: label }).parentElement?.querySelector('input')?.value;

  it('asks for a typed date only once it is a whole date in range, and keeps every digit typed', async () => {
    await screen.findByText('Where the pier begins');
    await waitFor(() => expect(shown('From')).toBe('29/08/2026'));
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('group', { name: 'From' })).getByRole('spinbutton', { name: 'Day' }));
    // One key at a time, each answered before the next: the years 0002, 0020 and 0202 pass through the field.
    for (const key of '20112025') {
      await user.keyboard(key);
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }
    await waitFor(() => expect(asked.at(-1)).toBe('2025-11-20..2026-11-27'));
    expect(shown('From')).toBe('20/11/2025');
    // Never a period the server refuses (no half-typed year such as 0202).
    expect(asked.filter((period) => period.split('..').some((date) => !isDateInRange(date)))).toEqual([]);
    expect(screen.queryByText(MESSAGES.ops.statsLoadFailed)).toBeNull();
  });
});
