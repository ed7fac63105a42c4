import { API, type MessageResponse } from '@seaside/contract';
import { apiClient } from '@/lib/api-client';

/** POST /api/ops/leaderboard/{bookingId}/hide: takes the team's entry off the board for good. */
export async function hideLeaderboardEntry(bookingId: string): Promise<MessageResponse> {
  const { data } = await apiClient.post<MessageResponse>(API.ops.hideLeaderboardEntry(bookingId), {});
  return data;
}
