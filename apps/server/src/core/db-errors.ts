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
