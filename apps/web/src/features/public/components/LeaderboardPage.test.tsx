// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { LeaderboardEntry, LeaderboardResponse } from '@seaside/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeaderboardPage } from './LeaderboardPage';

const entry = (over: Partial<LeaderboardEntry>): LeaderboardEntry => ({
  rank: 1,
  teamName: 'Sea Dogs',
  teamSize: 4,
  durationSeconds: 4350,
  hintsUsed: 1,
  scoreSeconds: 4650,
  finishedOn: '2026-06-15',
  ...over,
});

/** Answers GET /api/leaderboard with `boards[period]`; records the periods asked for. */
function serve(boards: Partial<Record<'month' | 'all', LeaderboardEntry[]>>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const period = new URL(url, 'http://site.test').searchParams.get('period') as 'month' | 'all';
      asked.push(period);
      const body: LeaderboardResponse = { period, entries: boards[period] ?? [] };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

function renderPage() {
  render(
    <MemoryRouter>
      <LeaderboardPage />
    </MemoryRouter>,
  );
}

describe('LeaderboardPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows this month first: rank, team, size, time, hints, score and date, names as text', async () => {
    serve({
      month: [
        entry({ teamName: '<img src=x onerror=alert(1)>' }),
        entry({ rank: 2, teamName: 'Rock & Roll', scoreSeconds: 45 * 60, durationSeconds: 45 * 60, hintsUsed: 0 }),
      ],
    });
    renderPage();
    const rows = await screen.findAllByRole('row');
    // The header row and one per team.
    expect(rows).toHaveLength(3);
    const first = within(rows[1] as HTMLElement);
    expect(first.getByRole('rowheader').textContent).toBe('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img[src=x]')).toBeNull();
    expect(rows[1]?.textContent).toContain('1 h 12 min');
    expect(rows[1]?.textContent).toContain('1 h 17 min');
    expect(rows[1]?.textContent).toContain('15 Jun 2026');
    expect(rows[2]?.textContent).toContain('Rock & Roll');
    expect(screen.getByRole('tab', { name: 'This month' }).getAttribute('aria-selected')).toBe('true');
  });

  it('labels every figure of a team the same way, the score too (the phone card shows the labels)', async () => {
    serve({ month: [entry({})] });
    renderPage();
    const [, row] = await screen.findAllByRole('row');
    const figures = [...(row as HTMLElement).querySelectorAll('td:not(:first-child)')];
    expect(figures.map((cell) => [cell.getAttribute('data-label'), cell.textContent])).toEqual([
      ['Players', '4'],
      ['Time', '1 h 12 min'],
      ['Hints', '1'],
      ['Score', '1 h 17 min'],
      ['Date', '15 Jun 2026'],
    ]);
    // The card shows each data-label above its figure; the wide table has its header row instead.
    const css = readFileSync(resolve(import.meta.dirname, 'leaderboard.module.css'), 'utf8');
    const shown = /([^{}]+)\{[^}]*content: attr\(data-label\)/.exec(css)?.[1] ?? '';
    expect(shown.split(',').map((selector) => selector.trim())).toEqual(
      ['size', 'time', 'hints', 'score', 'date'].map((name) => `.${name}::before`),
    );
  });

  it('switches to all time, and says so when the board is empty, with BOOK NOW', async () => {
    const asked = serve({ all: [entry({ teamName: 'Old Hands' })] });
    renderPage();
    await screen.findByText('No teams on the board yet. Be the first!');
    expect(screen.getByRole('link', { name: /BOOK NOW/ }).getAttribute('href')).toBe('/book-now');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'All time' }));
    await screen.findByText('Old Hands');
    expect(asked).toEqual(['month', 'all']);
  });

  it('offers to try again when the board cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    renderPage();
    await screen.findByText('The leaderboard could not be loaded. Please try again.');
    serve({ month: [entry({})] });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Sea Dogs');
  });
});
