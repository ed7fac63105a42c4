import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { hideLeaderboardEntry } from '../api/leaderboard';

/** Hides a team's leaderboard entry, then refreshes `refresh`: the page's list that shows the names. */
export function useHideLeaderboardEntry(refresh: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) => hideLeaderboardEntry(bookingId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refresh }),
  });
}
