import { publicLockedDatesResponseSchema } from '@seaside/contract';
import type { AppDeps } from '../../app-deps.js';
import { oncePer } from '../../core/once-per.js';
import type { Db } from '../../db/client.js';
import { lockedDatesFrom } from './dates.repository.js';

/** How long one process reuses the public calendar's answer (another process's change shows within it). */
export const PUBLIC_DATES_TTL_MS = 1000;

/**
 * The answer of `GET /api/date/public-list`, serialized once and reused for a second: every
 * visitor of the booking page asks for it, and it only changes when an admin locks or unlocks a
 * date. A lock or unlock in this process drops it at once; in another process it shows within
 * PUBLIC_DATES_TTL_MS. Checkout never relies on it (it checks the lock in the database).
 */
export class PublicDatesCache {
  private entry: { today: string; expiresAt: number; body: Promise<Buffer> } | undefined;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = PUBLIC_DATES_TTL_MS,
  ) {}

  /** The JSON body `{lockedDates}` for `today` (venue date). */
  body(today: string): Promise<Buffer> {
    const now = performance.now();
    const entry = this.entry;
    if (entry && entry.today === today && entry.expiresAt > now) return entry.body;
    const body = lockedDatesFrom(this.db, today).then((lockedDates) =>
      Buffer.from(JSON.stringify(publicLockedDatesResponseSchema.parse({ lockedDates }))),
    );
    const fresh = { today, expiresAt: now + this.ttlMs, body };
    this.entry = fresh;
    // A failed read is not kept.
    body.catch(() => {
      if (this.entry === fresh) this.entry = undefined;
    });
    return body;
  }

  invalidate(): void {
    this.entry = undefined;
  }
}

/** The cache of one app instance. */
export const publicDatesCache = oncePer((deps: AppDeps) => new PublicDatesCache(deps.database.db));
