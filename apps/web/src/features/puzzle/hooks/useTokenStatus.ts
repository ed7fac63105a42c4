import { MESSAGES, type ValidateTokenResponse } from '@seaside/contract';
import { useCallback, useEffect, useState } from 'react';
import { errorStatus, serverMessage } from '@/lib/http';
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
        const status = errorStatus(error);
        if (status === 403) {
          setState({ phase: 'forbidden', message: serverMessage(error, MESSAGES.player.tokenValidationFailed) });
        } else if (status === undefined || status >= 500) {
          // No verdict on the link (offline, a server failure): it may well be right, so try again.
          setState({ phase: 'error', message: MESSAGES.player.linkCheckFailed });
        } else {
          // A refused link (400: no token could look like this) is not a link of ours.
          setState({
            phase: 'ready',
            result: { status: 'invalid', message: MESSAGES.player.tokenInvalid, data: { team: null } },
          });
        }
      });
    return () => controller.abort();
  }, [token, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
