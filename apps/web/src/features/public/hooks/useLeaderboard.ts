import type { LeaderboardEntry, LeaderboardPeriod } from '@seaside/contract';
import { useCallback, useEffect, useState } from 'react';
import { getLeaderboard } from '../api/leaderboard';

export type LeaderboardState =
  | { phase: 'loading' }
  | { phase: 'ready'; entries: LeaderboardEntry[] }
  | { phase: 'error' };

/** The board of a period, loaded again when the period changes or on `retry`. */
export function useLeaderboard(period: LeaderboardPeriod) {
  const [state, setState] = useState<LeaderboardState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ phase: 'loading' });
    void attempt;
    getLeaderboard(period, controller.signal)
      .then((board) => setState({ phase: 'ready', entries: board.entries }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ phase: 'error' });
      });
    return () => controller.abort();
  }, [period, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
