import type { BookingRecord, LiveTeam } from '@seaside/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

/** Component tests: renders `ui` with a query client of its own that does not retry failures. */
export function renderWithQueries(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A wrapper, not a parent: `rerender` keeps the same client.
  return render(ui, {
    wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
  });
}

/** Component tests: charts measure their box with a ResizeObserver, which jsdom (no layout) lacks. */
export function stubResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

/** Component tests: a paid, active booking as the Booking List receives it, with `over` applied. */
export function bookingRecord(over: Partial<BookingRecord> = {}): BookingRecord {
  return {
    _id: 'b1',
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    isPaymentSuccessful: true,
    registrationDate: '2026-07-01',
    teamMemberCount: 2,
    accessCode: 'A1B2',
    quizStatus: 'pending',
    bookingSource: 'DIRECT',
    createdAt: '2026-06-01T10:00:00.000Z',
    leaderboardName: null,
    leaderboardHidden: false,
    amount: 20,
    status: 'active',
    refundStatus: 'none',
    refundedAmount: 0,
    refundFailureReason: null,
    ...over,
  };
}

/** Component tests: a team of the Today board, playing its third clue, with `over` applied. */
export function liveTeam(over: Partial<LiveTeam> = {}): LiveTeam {
  return {
    bookingId: 'b',
    teamName: 'Ada',
    teamSize: 4,
    state: 'playing',
    clueNumber: 3,
    startedAt: '2026-06-15T09:00:00.000Z',
    completedAt: null,
    lastActivityAt: null,
    hintsUsed: 0,
    wrongGuesses: 0,
    stuck: false,
    leaderboardName: null,
    leaderboardHidden: false,
    ...over,
  };
}
