import { API, type ClueStatsResponse, type Question } from '@seaside/contract';
import { apiClient } from '@/lib/api-client';
import { checkBody } from '@/lib/contract-check';
import type { MessageAnswer } from './questions';

/** The period's figures per active clue; without dates the server takes the last 90 days. */
export async function fetchClueStats(period: { from?: string; to?: string }, signal?: AbortSignal) {
  const { data } = await apiClient.get<ClueStatsResponse>(API.ops.clueStats, { params: period, signal });
  checkBody('clueStatsResponseSchema', data, `GET ${API.ops.clueStats}`);
  return data;
}

export async function addAcceptedAnswer({ id, answer }: { id: string; answer: string }) {
  return (await apiClient.post<MessageAnswer & { data: Question }>(API.questions.addAnswer(id), { answer })).data;
}
