import { API, type ChatMessage, type PuzzleMessagesResponse, type ValidateTokenResponse } from '@seaside/contract';
import { checkBody } from '@/lib/contract-check';
import { playerClient } from '@/lib/http';

/** `GET /api/access/validate/{token}`: the status; while active the server sets the player cookie. */
export async function validateToken(token: string, signal?: AbortSignal): Promise<ValidateTokenResponse> {
  const res = await playerClient.get<ValidateTokenResponse>(API.access.validateToken(token), { signal });
  checkBody('validateTokenResponseSchema', res.data, 'GET /api/access/validate/{token}');
  return res.data;
}

export interface StartResult {
  /** The team's stored conversation, shown at once. */
  history: ChatMessage[];
  /** The greeting for the team's state, typed out. */
  messages: ChatMessage[];
}

/** `POST /api/puzzle/start` (uses the player cookie). */
export async function startPuzzle(signal?: AbortSignal): Promise<StartResult> {
  const res = await playerClient.post<PuzzleMessagesResponse>(API.puzzle.start, {}, { signal });
  checkBody('puzzleMessagesResponseSchema', res.data, `POST ${API.puzzle.start}`);
  return { history: res.data.data.history ?? [], messages: res.data.data.messages };
}

/** `POST /api/puzzle/send`: the replies to one message. */
export async function sendPuzzleMessage(message: string): Promise<ChatMessage[]> {
  const res = await playerClient.post<PuzzleMessagesResponse>(API.puzzle.send, { message });
  checkBody('puzzleMessagesResponseSchema', res.data, `POST ${API.puzzle.send}`);
  return res.data.data.messages;
}
