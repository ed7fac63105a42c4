/** Chat messages per team: a burst of 5, then one every 3 seconds. */
export const SEND_LIMIT = { burst: 5, intervalSeconds: 3 } as const;

export type SendAllowance = { allowed: true; allowanceAt: Date } | { allowed: false; retryAfter: number };

/**
 * The team's message limit as a token bucket (GCRA): `allowanceAt` is the "theoretical arrival
 * time" kept with the team's progress. A message moves it on by one interval while that stays
 * within the burst; a refused message changes nothing and says how many seconds to wait.
 */
export function takeSendAllowance(allowanceAt: Date | null, now: Date): SendAllowance {
  const interval = SEND_LIMIT.intervalSeconds * 1000;
  const next = Math.max(allowanceAt?.getTime() ?? 0, now.getTime()) + interval;
  const over = next - now.getTime() - SEND_LIMIT.burst * interval;
  if (over > 0) return { allowed: false, retryAfter: Math.max(1, Math.ceil(over / 1000)) };
  return { allowed: true, allowanceAt: new Date(next) };
}
