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

/**
 * `POST /api/puzzle/start` for the team of `token`. The page names its token because the player
 * cookie holds only the last link opened in this browser (another tab may hold another team's).
 */
export async function startPuzzle(token: string, signal?: AbortSignal): Promise<StartResult> {
  const res = await playerClient.post<PuzzleMessagesResponse>(API.puzzle.start, { token }, { signal });
  checkBody('puzzleMessagesResponseSchema', res.data, `POST ${API.puzzle.start}`);
  return { history: res.data.data.history ?? [], messages: res.data.data.messages };
}

/** `POST /api/puzzle/send`: the replies to one message of the team of `token`. */
export async function sendPuzzleMessage(token: string, message: string): Promise<ChatMessage[]> {
  const res = await playerClient.post<PuzzleMessagesResponse>(API.puzzle.send, { token, message });
  checkBody('puzzleMessagesResponseSchema', res.data, `POST ${API.puzzle.send}`);
  return res.data.data.messages;
}
