import { MESSAGE_GAP_MS, MESSAGES, VOUCHER_DELAY_MS } from '@seaside/contract';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { errorRetryAfter, errorStatus, serverMessage } from '@/lib/http';
import { sendPuzzleMessage, startPuzzle } from '../api/player-api';
import { chatReducer, initialChatState, isAssistantTyping, revealDelay } from '../lib/chat-state';

/** A failed send as shown: the message, and when it goes away by itself (a 429's wait is over). */
interface SendError {
  message: string;
  clearAfterMs?: number;
}

export interface UseChatOptions {
  /** The access token of the page: the team this chat plays. */
  token: string;
  /** A 403 from start: the token is not active (any more). */
  onForbidden: (message: string) => void;
}

/**
 * The chat of one team: `start` on mount (history shown at once, the greeting typed out), then
 * `send`. Replies are revealed one by one (40 ms apart, 60 ms before a voucher); the message
 * being typed out reports back through `revealed(id)`.
 */
export function useChat({ token, onForbidden }: UseChatOptions) {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const [startError, setStartError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<SendError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const forbidden = useRef(onForbidden);
  forbidden.current = onForbidden;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs start (Try again)
  useEffect(() => {
    const controller = new AbortController();
    setStartError(null);
    startPuzzle(token, controller.signal)
      .then(({ history, messages }) => dispatch({ type: 'started', history, replies: messages }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (errorStatus(error) === 403) {
          forbidden.current(serverMessage(error, MESSAGES.player.tokenValidationFailed));
          return;
        }
        setStartError(serverMessage(error, MESSAGES.player.startFailed));
      });
    return () => controller.abort();
  }, [token, attempt]);

  // Reveal the next reply once nothing is being typed out.
  const next = state.pending[0];
  useEffect(() => {
    if (!next || state.animatingId !== null) return;
    const timer = window.setTimeout(
      () => dispatch({ type: 'revealNext' }),
      revealDelay(next, VOUCHER_DELAY_MS, MESSAGE_GAP_MS),
    );
    return () => window.clearTimeout(timer);
  }, [next, state.animatingId]);

  // The send-limit message goes once the team may send again.
  useEffect(() => {
    if (sendError?.clearAfterMs === undefined) return;
    const timer = window.setTimeout(() => setSendError(null), sendError.clearAfterMs);
    return () => window.clearTimeout(timer);
  }, [sendError]);

  const typing = isAssistantTyping(state);

  /** Sends one message; resolves false (and rolls the message back) when it failed. */
  const send = useCallback(
    async (raw: string): Promise<boolean> => {
      const text = raw.trim();
      if (!text || typing) return false;
      setSendError(null);
      dispatch({ type: 'send', text });
      try {
        const replies = await sendPuzzleMessage(token, text);
        dispatch({ type: 'sent', replies });
        return true;
      } catch (error) {
        dispatch({ type: 'sendFailed' });
        if (errorStatus(error) === 403) {
          forbidden.current(serverMessage(error, MESSAGES.player.tokenValidationFailed));
          return false;
        }
        // The send limit's message goes once the wait it names (Retry-After) is over.
        const wait = errorStatus(error) === 429 ? errorRetryAfter(error) : undefined;
        setSendError({
          message: serverMessage(error, MESSAGES.player.sendFailed),
          clearAfterMs: wait === undefined ? undefined : wait * 1000,
        });
        return false;
      }
    },
    [token, typing],
  );

  const revealed = useCallback((id: number) => dispatch({ type: 'revealed', id }), []);
  const retryStart = useCallback(() => setAttempt((n) => n + 1), []);
  const clearSendError = useCallback(() => setSendError(null), []);

  return {
    messages: state.messages,
    animatingId: state.animatingId,
    loading: state.loading,
    typing,
    started: state.started,
    historyCount: state.historyCount,
    startError,
    sendError: sendError?.message ?? null,
    send,
    revealed,
    retryStart,
    clearSendError,
  };
}
