import { VERIFY_POLL_INTERVAL_MS, VERIFY_POLL_MAX_MS, type VerifySessionResponse } from '@seaside/contract';

/**
 * Payment verification for the result screen (product spec section 4, server-behaviour 3 and 8):
 * one run per session id, whoever asks and however often (React strict mode mounts twice).
 * `verifying` while the server says pending, asking again every 2 s for up to 60 s (`slow` after
 * that); `confirmed` on valid; `failed` on status failed; `error` when a request fails.
 */
export type VerificationStatus = 'verifying' | 'confirmed' | 'failed' | 'error';

export interface VerificationSnapshot {
  status: VerificationStatus;
  /** Still pending after the polling window: the screen stops asking and explains. */
  slow: boolean;
}

export interface VerificationRun {
  subscribe(listener: () => void): () => void;
  getSnapshot(): VerificationSnapshot;
  /** Starts the run; later calls do nothing. */
  start(): void;
  /** After the polling window (`slow`), asks again for another window; otherwise does nothing. */
  checkAgain(): void;
  /** True the first time it is called after confirmation (the success toast shows once). */
  claimConfirmationNotice(): boolean;
}

export interface VerificationDeps {
  verify: (sessionId: string) => Promise<VerifySessionResponse>;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  intervalMs?: number;
  maxMs?: number;
}

export function createVerificationRun(sessionId: string, deps: VerificationDeps): VerificationRun {
  const now = deps.now ?? (() => Date.now());
  const setTimer = deps.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const interval = deps.intervalMs ?? VERIFY_POLL_INTERVAL_MS;
  const maxMs = deps.maxMs ?? VERIFY_POLL_MAX_MS;
  const listeners = new Set<() => void>();
  let snapshot: VerificationSnapshot = { status: 'verifying', slow: false };
  let started = false;
  let noticeClaimed = false;
  let startedAt = 0;

  const set = (next: VerificationSnapshot) => {
    snapshot = next;
    for (const l of listeners) l();
  };

  const attempt = async () => {
    try {
      const res = await deps.verify(sessionId);
      if (res?.valid === true) return set({ status: 'confirmed', slow: false });
      if (res?.status === 'failed') return set({ status: 'failed', slow: false });
      // pending, or a response without valid: keep verifying.
      if (now() - startedAt + interval > maxMs) return set({ status: 'verifying', slow: true });
      setTimer(() => void attempt(), interval);
    } catch {
      set({ status: 'error', slow: false });
    }
  };

  /** Asks now, then every interval while pending, for one polling window from now. */
  const askForAWindow = () => {
    startedAt = now();
    void attempt();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    start() {
      if (started) return;
      started = true;
      askForAWindow();
    },
    checkAgain() {
      if (!snapshot.slow) return;
      set({ status: 'verifying', slow: false });
      askForAWindow();
    },
    claimConfirmationNotice() {
      if (snapshot.status !== 'confirmed' || noticeClaimed) return false;
      noticeClaimed = true;
      return true;
    },
  };
}

const runs = new Map<string, VerificationRun>();

/** The one run of `sessionId` in this page (created on first use). */
export function verificationRunFor(sessionId: string, deps: VerificationDeps): VerificationRun {
  let run = runs.get(sessionId);
  if (!run) {
    run = createVerificationRun(sessionId, deps);
    runs.set(sessionId, run);
  }
  return run;
}
