// @vitest-environment jsdom
import { MESSAGES, type SummaryResponse } from '@seaside/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries, stubResizeObserver } from '@/lib/testing';
import { venueToday } from '@/lib/venue-today';
import { DashboardPage } from './DashboardPage';

// A venue far east of any device running the tests (UTC+14), so its today is often not theirs.
const { VENUE_ZONE } = vi.hoisted(() => ({ VENUE_ZONE: 'Pacific/Kiritimati' }));
vi.mock('@/config/runtime', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/runtime')>();
  const config = { ...actual.DEFAULT_RUNTIME_CONFIG, venueTimeZone: VENUE_ZONE };
  return { ...actual, runtimeConfig: config, useRuntimeConfig: () => config };
});

const summary = (over: Partial<SummaryResponse> = {}): SummaryResponse => ({
  totals: {
    bookings: 12,
    players: 41,
    revenuePence: 39_050,
    refundsPence: 2000,
    cancellations: 1,
    completed: 9,
    averageFinishSeconds: 4320,
  },
  weeks: [
    { weekStart: '2026-06-01', bookings: 5, players: 17, revenuePence: 17_000 },
    { weekStart: '2026-06-08', bookings: 7, players: 24, revenuePence: 22_050 },
  ],
  days: [
    { date: '2026-06-15', players: 12, capacity: 60, locked: false },
    { date: '2026-06-16', players: 0, capacity: 60, locked: true },
  ],
  ...over,
});

/** Answers GET /api/ops/summary with `answer` (a body or a status); records the periods asked for. */
function serve(answer: SummaryResponse | number) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const params = new URL(url, 'http://site.test').searchParams;
      asked.push(`${params.get('from')}..${params.get('to')}`);
      return typeof answer === 'number'
        ? Response.json({ message: 'down' }, { status: answer })
        : Response.json(answer);
    }),
  );
  return asked;
}

const renderPage = () => renderWithQueries(<DashboardPage />);

/** The widths the page's styles give `element`, each after its media query (jsdom applies none). */
function declaredWidths(element: Element): string[] {
  const widths: string[] = [];
  const visit = (rules: CSSRuleList, media: string) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) visit(rule.cssRules, rule.media.mediaText);
      else if (rule instanceof CSSStyleRule && rule.style.width && element.matches(rule.selectorText)) {
        widths.push(`${media} ${rule.style.width}`);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules, '');
  return widths;
}

describe('DashboardPage', { timeout: 30_000 }, () => {
  beforeEach(() => {
    // The charts measure their box; jsdom has no layout.
    stubResizeObserver();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks for this month by default and shows the figure cards', async () => {
    const asked = serve(summary());
    renderPage();
    await screen.findByText('£390.50');
    const today = venueToday(VENUE_ZONE);
    expect(asked[0]).toBe(`${dayjs(today).startOf('month').format('YYYY-MM-DD')}..${today}`);
    for (const text of ['12', '41', '£20.00', '9', '1 h 12 min']) expect(screen.getByText(text)).toBeTruthy();
  });

  it('reads the figures again each time staff come back to it, though the app keeps answers 15 s', async () => {
    const asked = serve(summary());
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 15_000 } } });
    const page = () => (
      <QueryClientProvider client={client}>
        <DashboardPage />
      </QueryClientProvider>
    );
    const { unmount } = render(page());
    await screen.findByText('£390.50');
    unmount();
    serve(summary({ totals: { ...summary().totals, refundsPence: 6000 } }));
    render(page());
    await screen.findByText('£60.00');
    expect(asked).toHaveLength(1);
  });

  it("starts the periods and the custom dates from the venue's today, not the device's", async () => {
    // 11:00 UTC on 30 June: still the 30th on the device (any zone from UTC-11 to UTC+12), already
    // 1 July at the venue.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-30T11:00:00Z'));
    const asked = serve(summary());
    renderPage();
    await screen.findByText('£390.50');
    expect(asked).toEqual(['2026-07-01..2026-07-01']);

    const user = userEvent.setup();
    const pick = async (label: string) => {
      await user.click(screen.getByRole('combobox', { name: 'Period' }));
      await user.click(screen.getByRole('option', { name: label }));
    };
    await pick('Last 30 days');
    await waitFor(() => expect(asked).toContain('2026-06-02..2026-07-01'));
    await pick('Last 12 weeks');
    await waitFor(() => expect(asked).toContain('2026-04-09..2026-07-01'));
    await pick('This year');
    await waitFor(() => expect(asked).toContain('2026-01-01..2026-07-01'));
    await pick('Custom dates');
    // A picker's field keeps its value in a hidden input beside the sections.
    const picked = (label: string) =>
      screen.getByRole('group', { name: label }).parentElement?.querySelector('input')?.value;
    expect(picked('From')).toBe('01/07/2026');
    expect(picked('To')).toBe('01/07/2026');
  });

  it('writes the average finishing time as the leaderboard does (minutes cut, not rounded)', async () => {
    const totals = { ...summary().totals, averageFinishSeconds: 7199 };
    serve(summary({ totals }));
    renderPage();
    expect(await screen.findByText('1 h 59 min')).toBeTruthy();
  });

  it('shows each chart as a table on request, with the text alternative beside it', async () => {
    serve(summary());
    renderPage();
    await screen.findByText('£390.50');
    expect(screen.getByRole('img', { name: 'Bookings per week' })).toBeTruthy();
    expect(screen.getByText(/the busiest, the week of 8 Jun 2026, had 7 bookings/)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(
      screen
        .getByRole('group', { name: 'Next 30 days: places taken: show as' })
        .querySelector('[aria-label="Table"]') as HTMLElement,
    );
    const table = screen.getByRole('table', { name: 'Next 30 days: places taken' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toBe('15 Jun 2026126048 free');
    expect(rows[2]?.textContent).toContain('Locked');
  });

  it('says so when the period has no bookings, and still shows the next 30 days', async () => {
    serve(summary({ weeks: [{ weekStart: '2026-06-01', bookings: 0, players: 0, revenuePence: 0 }] }));
    renderPage();
    await screen.findByText(MESSAGES.dashboard.empty);
    expect(screen.queryByRole('img', { name: 'Bookings per week' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Next 30 days: places taken' })).toBeTruthy();
  });

  it('keeps the next 30 days when the custom period is reversed, with the error at the dates', async () => {
    const asked = serve(summary());
    renderPage();
    await screen.findByText('£390.50');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(screen.getByRole('option', { name: 'Custom dates' }));
    // From after To: From moved to next year, To still the venue's today.
    const from = within(screen.getByRole('group', { name: 'From' }));
    await user.click(from.getByRole('spinbutton', { name: 'Year' }));
    await user.keyboard(String(dayjs(venueToday(VENUE_ZONE)).year() + 1));
    expect(await screen.findByText(MESSAGES.dashboard.periodOrder)).toBeTruthy();
    // The period's figures go (they would be another period's)...
    expect(screen.queryByText('£390.50')).toBeNull();
    expect(screen.queryByRole('img', { name: 'Bookings per week' })).toBeNull();
    // ...the next 30 days, which no period changes, stay.
    expect(screen.getByRole('img', { name: 'Next 30 days: places taken' })).toBeTruthy();
    // Nothing is asked for the half-typed or reversed periods.
    expect(asked).toHaveLength(1);
    // The two dates keep one set width, whatever the error under To.
    const widths = (label: string) =>
      declaredWidths(screen.getByRole('group', { name: label }).closest('.MuiFormControl-root') as Element);
    expect(widths('From').some((width) => width.endsWith('px'))).toBe(true);
    expect(widths('To')).toEqual(widths('From'));
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    serve(500);
    renderPage();
    await screen.findByText(MESSAGES.dashboard.loadFailed);
    serve(summary());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('£390.50');
  });
});
