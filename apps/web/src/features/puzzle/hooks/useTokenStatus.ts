import { MESSAGES, type ValidateTokenResponse } from '@seaside/contract';
import { useCallback, useEffect, useState } from 'react';
import { errorStatus, serverMessage, unanswered } from '@/lib/http';
import { validateToken } from '../api/player-api';

export type TokenState =
  | { phase: 'loading' }
  | { phase: 'ready'; result: ValidateTokenResponse }
  | { phase: 'forbidden'; message: string }
  | { phase: 'error'; message: string };

/** Validates the token of the page (which also sets the player cookie while it is active). */
export function useTokenStatus(token: string) {
  const [state, setState] = useState<TokenState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ phase: 'loading' });
    void attempt;
    validateToken(token, controller.signal)
      .then((result) => setState({ phase: 'ready', result }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (errorStatus(error) === 403) {
          setState({ phase: 'forbidden', message: serverMessage(error, MESSAGES.player.tokenValidationFailed) });
        } else if (unanswered(error)) {
          setState({ phase: 'error', message: MESSAGES.player.linkCheckFailed });
        } else {
          // A refusal that is no verdict on the link (429: how long to wait) says what it is.
          setState({ phase: 'error', message: serverMessage(error, MESSAGES.player.linkCheckFailed) });
        }
      });
    return () => controller.abort();
  }, [token, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
