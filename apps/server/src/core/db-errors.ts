/** PostgreSQL unique_violation (23505), as raised by node-postgres and PGlite alike. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  // Drizzle wraps driver errors; walk the cause chain.
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: string; constraint?: string; cause?: unknown };
    if (e.code === '23505') return !constraint || e.constraint === constraint;
    current = e.cause;
  }
  return false;
}

/** Runs `work` again (up to `attempts` times) when it fails on a unique violation of `constraint`. */
export async function retryOnUniqueViolation<T>(work: () => Promise<T>, constraint: string, attempts = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await work();
    } catch (error) {
      if (i >= attempts || !isUniqueViolation(error, constraint)) throw error;
    }
  }
}

/** SQLSTATEs and socket errors that mean "the database cannot be reached right now", not "this request is wrong". */
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown (server restarting)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
  '53300', // too_many_connections
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|not queryable|terminating connection|the database system is (starting up|shutting down|in recovery mode)/i;

/** True when `error` (or a cause of it) says the database is unreachable: the answer is 503, not 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof e.code === 'string' ? e.code : '';
    // Class 08: connection exceptions.
    if (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
    current = e.cause;
  }
  return false;
}
