import { type DateListResponse, MESSAGES } from '@seaside/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../core/errors.js';
import { isPastDate, venueDate } from '../../core/venue-time.js';
import type { DbOrTx } from '../../db/client.js';
import type { AdminIdentity } from '../../plugins/admin-guard.js';
import { type AuditEntry, writeAudit } from '../audit/audit.service.js';
import {
  capacityByDay,
  countLockedDatesFrom,
  type DayCapacity,
  dateCapacitiesFrom,
  deleteDateCapacity,
  deleteLockedDate,
  insertLockedDate,
  isDateLocked as isDateLockedRow,
  listLockedDatesFrom,
  lockedDatesFrom,
  readDefaultCapacity,
  upsertDateCapacity,
  writeDefaultCapacity,
} from './dates.repository.js';

export type { DayCapacity };

export class DatesService {
  constructor(private readonly deps: AppDeps) {}

  private today(): string {
    return venueDate(this.deps.clock.now(), this.deps.config.venueTimeZone);
  }

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
    return lockedDatesFrom(this.deps.database.db, this.today());
  }

  /**
   * The stored default capacity and the dates from today (venue time) on with their own, ascending.
   * Past overrides no longer matter (past dates cannot be booked); the audit log keeps them.
   */
  async capacitySettings(
    db: DbOrTx,
  ): Promise<{ defaultCapacity: number; overrides: { date: string; capacity: number }[] }> {
    const [defaultCapacity, overrides] = await Promise.all([
      readDefaultCapacity(db),
      dateCapacitiesFrom(db, this.today()),
    ]);
    return { defaultCapacity, overrides };
  }

  /** Changes the default capacity of every date without its own (audited). */
  async setDefaultCapacity(admin: AdminIdentity, capacity: number): Promise<void> {
    await this.audited(admin, async (tx, now) => ({
      action: 'capacity.default',
      entityType: 'capacity',
      entityId: 'default',
      before: { defaultCapacity: await writeDefaultCapacity(tx, capacity, now) },
      after: { defaultCapacity: capacity },
    }));
  }

  /**
   * Gives a date its own capacity (audited). Not for past dates; a capacity below the places
   * already taken is allowed (staff decide) and simply closes the date to new checkouts.
   */
  async setDateCapacity(admin: AdminIdentity, date: string, capacity: number): Promise<void> {
    if (isPastDate(date, this.deps.clock.now(), this.deps.config.venueTimeZone)) {
      throw new AppError('VALIDATION', MESSAGES.dates.capacityPast, {
        fieldErrors: { date: MESSAGES.dates.capacityPast },
      });
    }
    await this.audited(admin, async (tx, now) => {
      const before = await upsertDateCapacity(tx, date, capacity, now);
      return {
        action: 'capacity.date.set',
        entityType: 'capacity',
        entityId: date,
        before: before === undefined ? null : { date, capacity: before },
        after: { date, capacity },
      };
    });
  }

  /** The date goes back to the default capacity (audited); 404 when it had no capacity of its own. */
  async removeDateCapacity(admin: AdminIdentity, date: string): Promise<void> {
    await this.audited(admin, async (tx) => {
      const removed = await deleteDateCapacity(tx, date);
      if (removed === undefined) throw new AppError('NOT_FOUND', MESSAGES.dates.capacityNotSet);
      return {
        action: 'capacity.date.remove',
        entityType: 'capacity',
        entityId: date,
        before: { date, capacity: removed },
        after: null,
      };
    });
  }

  /** Runs `change` in one transaction with the audit record it describes. */
  private async audited(
    admin: AdminIdentity,
    change: (tx: DbOrTx, now: Date) => Promise<Omit<AuditEntry, 'actorId' | 'actorLabel'>>,
  ): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.database.db.transaction(async (tx) => {
      const entry = await change(tx, now);
      await writeAudit(tx, { actorId: admin.id, actorLabel: admin.mobileNumber, ...entry }, now);
    });
  }

  /**
   * The admin table of locked dates: today (venue time) and later, ascending. Past locks no
   * longer affect anything (past dates cannot be booked), so they stay out of the way; the
   * audit log keeps their history.
   */
  async listLockedDates(skip: number, limit: number): Promise<DateListResponse> {
    const today = this.today();
    const { db } = this.deps.database;
    const [lockedDates, total] = await Promise.all([
      listLockedDatesFrom(db, today, skip, limit),
      countLockedDatesFrom(db, today),
    ]);
    return { lockedDates, total, totalPages: Math.ceil(total / limit) };
  }

  /** Locks a date for new checkouts (existing bookings on it are kept). Past or already locked: 400. */
  async lockDate(admin: AdminIdentity, date: string): Promise<void> {
    if (isPastDate(date, this.deps.clock.now(), this.deps.config.venueTimeZone)) {
      throw new AppError('VALIDATION', MESSAGES.dates.past, { fieldErrors: { lockedDate: MESSAGES.dates.past } });
    }
    await this.audited(admin, async (tx, now) => {
      if (!(await insertLockedDate(tx, date, admin.id, now))) {
        throw new AppError('VALIDATION', MESSAGES.dates.alreadyLocked, {
          fieldErrors: { lockedDate: MESSAGES.dates.alreadyLocked },
        });
      }
      return {
        action: 'date.lock',
        entityType: 'locked_date',
        entityId: date,
        before: null,
        after: { date, locked: true },
      };
    });
  }

  /** Unlocks a date; 404 when it was not locked. */
  async unlockDate(admin: AdminIdentity, date: string): Promise<void> {
    await this.audited(admin, async (tx) => {
      const removed = await deleteLockedDate(tx, date);
      if (!removed) throw new AppError('NOT_FOUND', MESSAGES.dates.notLocked);
      return {
        action: 'date.unlock',
        entityType: 'locked_date',
        entityId: date,
        before: { date, locked: true, lockedBy: removed.lockedBy, lockedAt: removed.createdAt.toISOString() },
        after: { date, locked: false },
      };
    });
  }
}
