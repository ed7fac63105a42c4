import { LIVE_REFRESH_MS } from '@seaside/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchLiveBoard, fetchTranscript } from '../api/live';

/** Every query of the board's page starts with this key (a hidden leaderboard entry refreshes them). */
export const LIVE_KEY = ['admin', 'live'] as const;

/**
 * The Today board, asked again every 8 s while the page is in view and at once whenever it comes
 * back into view ('always': the app's 15 s staleTime would skip that; a hidden tab or a locked
 * phone stops the polling). Each answer is computed from the
 * database, so it does not matter which server process gives it.
 */
export function useLiveBoard(date: string | undefined) {
  return useQuery({
    queryKey: [...LIVE_KEY, 'board', date ?? 'today'],
    queryFn: ({ signal }) => fetchLiveBoard(date, signal),
    refetchInterval: LIVE_REFRESH_MS,
    refetchOnWindowFocus: 'always',
    placeholderData: keepPreviousData,
  });
}

/** A team's conversation, kept as current as the board while it is open. */
export function useTranscript(bookingId: string | null) {
  return useQuery({
    queryKey: [...LIVE_KEY, 'transcript', bookingId],
    queryFn: ({ signal }) => fetchTranscript(bookingId as string, signal),
    enabled: bookingId !== null,
    refetchInterval: LIVE_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
}
