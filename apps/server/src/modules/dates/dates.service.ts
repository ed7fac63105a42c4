import { type DateListResponse, MESSAGES } from '@seaside/contract';
import type { AppDeps } from '../../app-deps.js';
import { writeAudit } from '../../core/audit.js';
import { AppError } from '../../core/errors.js';
import { isPastDate, venueDate } from '../../core/venue-time.js';
import type { DbOrTx } from '../../db/client.js';
import type { AdminIdentity } from '../../plugins/admin-guard.js';
import {
  capacityByDay,
  countLockedDatesFrom,
  type DayCapacity,
  deleteLockedDate,
  insertLockedDate,
  isDateLocked as isDateLockedRow,
  listLockedDatesFrom,
  lockedDatesFrom,
} from './dates.repository.js';

export type { DayCapacity };

export class DatesService {
  constructor(private readonly deps: AppDeps) {}

  /** Each date from `from` to `to` with its capacity and lock (read inside the caller's transaction). */
  capacityByDay(db: DbOrTx, from: string, to: string): Promise<DayCapacity[]> {
    return capacityByDay(db, from, to);
  }

  /** Whether no booking may be taken on `date` (read inside the caller's transaction). */
  isDateLocked(db: DbOrTx, date: string): Promise<boolean> {
    return isDateLockedRow(db, date);
  }

  /** The public calendar's locked dates: today (venue time) and later, ascending. */
  publicLockedDates(): Promise<string[]> {
    return lockedDatesFrom(this.deps.database.db, venueDate(this.deps.clock.now(), this.deps.config.venueTimeZone));
  }

  /**
   * The admin table of locked dates: today (venue time) and later, ascending. Past locks no
   * longer affect anything (past dates cannot be booked), so they stay out of the way; the
   * audit log keeps their history.
   */
  async listLockedDates(skip: number, limit: number): Promise<DateListResponse> {
    const today = venueDate(this.deps.clock.now(), this.deps.config.venueTimeZone);
    const { db } = this.deps.database;
    const [lockedDates, total] = await Promise.all([
      listLockedDatesFrom(db, today, skip, limit),
      countLockedDatesFrom(db, today),
    ]);
    return { lockedDates, total, totalPages: Math.ceil(total / limit) };
  }

  /** Locks a date for new checkouts (existing bookings on it are kept). Past or already locked: 400. */
  async lockDate(admin: AdminIdentity, date: string): Promise<void> {
    const now = this.deps.clock.now();
    if (isPastDate(date, now, this.deps.config.venueTimeZone)) {
      throw new AppError('VALIDATION', MESSAGES.dates.past, { fieldErrors: { lockedDate: MESSAGES.dates.past } });
    }
    await this.deps.database.db.transaction(async (tx) => {
      if (!(await insertLockedDate(tx, date, admin.id, now))) {
        throw new AppError('VALIDATION', MESSAGES.dates.alreadyLocked, {
          fieldErrors: { lockedDate: MESSAGES.dates.alreadyLocked },
        });
      }
      await writeAudit(
        tx,
        {
          actorId: admin.id,
          actorLabel: admin.mobileNumber,
          action: 'date.lock',
          entityType: 'locked_date',
          entityId: date,
          before: null,
          after: { date, locked: true },
        },
        now,
      );
    });
  }

  /** Unlocks a date; 404 when it was not locked. */
  async unlockDate(admin: AdminIdentity, date: string): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.database.db.transaction(async (tx) => {
      const removed = await deleteLockedDate(tx, date);
      if (!removed) throw new AppError('NOT_FOUND', MESSAGES.dates.notLocked);
      await writeAudit(
        tx,
        {
          actorId: admin.id,
          actorLabel: admin.mobileNumber,
          action: 'date.unlock',
          entityType: 'locked_date',
          entityId: date,
          before: { date, locked: true, lockedBy: removed.createdBy, lockedAt: removed.createdAt.toISOString() },
          after: { date, locked: false },
        },
        now,
      );
    });
  }
}
