import { API, type SummaryResponse } from '@seaside/contract';
import { apiClient } from '@/lib/api-client';
import { checkBody } from '@/lib/contract-check';

export interface Period {
  from: string;
  to: string;
}

export const summaryKeys = {
  all: ['admin', 'summary'] as const,
  period: (period: Period) => [...summaryKeys.all, period] as const,
};

/** GET /api/ops/summary: the figures of a period, per week, and the next 30 days' places. */
export async function fetchSummary(period: Period, signal?: AbortSignal): Promise<SummaryResponse> {
  const { data } = await apiClient.get<SummaryResponse>(API.ops.summary, {
    params: { from: period.from, to: period.to },
    signal,
  });
  checkBody('summaryResponseSchema', data, `GET ${API.ops.summary}`);
  return data;
}
