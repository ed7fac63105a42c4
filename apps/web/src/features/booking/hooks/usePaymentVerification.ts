import { useEffect, useSyncExternalStore } from 'react';
import { getPaymentStatus } from '../api/booking-api';
import { type VerificationRun, type VerificationSnapshot, verificationRunFor } from '../lib/verification';

const IDLE: VerificationSnapshot = { status: 'verifying', slow: false };
const noop = () => () => {};

/**
 * The verification of one payment session: started once per session id (strict mode's second
 * mount reuses the same run), polled while pending.
 */
export function usePaymentVerification(sessionId: string | null): {
  snapshot: VerificationSnapshot;
  run: VerificationRun | null;
} {
  const run = sessionId ? verificationRunFor(sessionId, { verify: getPaymentStatus }) : null;
  const snapshot = useSyncExternalStore(run ? run.subscribe : noop, run ? run.getSnapshot : () => IDLE);
  useEffect(() => {
    run?.start();
  }, [run]);
  return { snapshot, run };
}
