import { API, type LeaderboardPeriod, type LeaderboardResponse } from '@seaside/contract';
import { checkBody } from '@/lib/contract-check';
import { playerClient } from '@/lib/http';

/**
 * `GET /api/leaderboard?period=month|all` (public). Through the plain client: a visitor has no
 * token, and the public pages load none of the admin client's code.
 */
export async function getLeaderboard(period: LeaderboardPeriod, signal?: AbortSignal): Promise<LeaderboardResponse> {
  const res = await playerClient.get<LeaderboardResponse>(API.leaderboard, { params: { period }, signal });
  checkBody('leaderboardResponseSchema', res.data, `GET ${API.leaderboard}`);
  return res.data;
}
