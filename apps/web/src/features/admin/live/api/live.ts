import { API, type ChatMessage, type LiveBoardResponse, type TranscriptResponse } from '@seaside/contract';
import { apiClient } from '@/lib/api-client';
import { checkBody } from '@/lib/contract-check';

/** The teams of `date`; without a date the server answers for today at the venue. */
export async function fetchLiveBoard(date: string | undefined, signal?: AbortSignal): Promise<LiveBoardResponse> {
  const { data } = await apiClient.get<LiveBoardResponse>(API.ops.live, { params: date ? { date } : {}, signal });
  checkBody('liveBoardResponseSchema', data, `GET ${API.ops.live}`);
  return data;
}

export async function fetchTranscript(bookingId: string, signal?: AbortSignal): Promise<ChatMessage[]> {
  const url = API.ops.transcript(bookingId);
  const { data } = await apiClient.get<TranscriptResponse>(url, { signal });
  checkBody('transcriptResponseSchema', data, `GET ${url}`);
  return data.messages;
}
