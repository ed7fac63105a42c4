import { randomUUID } from 'node:crypto';
import {
  type BookingRecord,
  type CapacityResponse,
  type CreateParticipantRequest,
  type DateCapacityResponse,
  type DayAvailabilityView,
  displayDate,
  FULL_DATE_BELOW,
  FULL_DATES_HORIZON_DAYS,
  MESSAGES,
  type QuizStatusFilter,
} from '@seaside/contract';
import type { AppDeps } from '../../app-deps.js';
import { retryOnUniqueViolation } from '../../core/db-errors.js';
import { AppError } from '../../core/errors.js';
import { addDays, isPastDate, venueDate } from '../../core/venue-time.js';
import type { DbOrTx } from '../../db/client.js';
import { BOOKING_CODE_CONSTRAINT } from '../../db/schema.js';
import type { AdminIdentity } from '../../plugins/admin-guard.js';
import { writeAudit } from '../audit/audit.service.js';
import type { DatesService, DayCapacity } from '../dates/dates.service.js';
import type { LeaderboardService } from '../leaderboard/leaderboard.service.js';
import { drawAccessCode } from './access-credentials.js';
import {
  bookingForMail,
  bookingMailInput,
  confirmPaidBooking,
  createConfirmedBooking,
  isPaidAfterWithdrawal,
  isWithdrawn,
} from './booking-confirmation.js';
import { auditSnapshot, EXPORT_HEADER, presentBooking, presentExportRow } from './bookings.presenter.js';
import {
  type BookingListFilter,
  type BookingRow,
  findBookingById,
  findBookingByManageToken,
  findLiveBookingByCode as findLiveBookingByCodeRow,
  findPlayerBookingByToken,
  hasPaidBooking,
  insertBooking,
  listBookingsForExport,
  listLiveBookingsPage,
  liveCodesOnDate,
  lockLiveBooking,
  lockPlacesOfDate,
  markCancelled,
  markQuizCompleted,
  type NewBooking,
  type PlayerBookingRow,
  placesTakenByDay,
  type RefundState,
  setRefundState,
  setRegistrationDate,
  softDeleteBooking,
} from './bookings.repository.js';

export type { BookingRow, RefundState };
export { auditSnapshot, isPaidAfterWithdrawal, isWithdrawn };

/** The refund a booking shows now (what a cancellation without a refund keeps). */
export function refundStateOf({ refundStatus, refundedAmountPence, refundFailureReason }: BookingRow): RefundState {
  return { refundStatus, refundedAmountPence, refundFailureReason };
}

/** A date's places (booking-lifecycle.md section 2). */
export interface DayAvailability extends DayCapacity {
  taken: number;
  remaining: number;
}

/** What the hunt needs of the booking behind an access token. */
export type PlayerBooking = PlayerBookingRow;

export interface ListQuery {
  page: number;
  limit: number;
  quizStatusFilter?: QuizStatusFilter;
  registrationDate?: string;
}

export type ExportQuery = Omit<ListQuery, 'page' | 'limit'>;

/** Bookings read per batch of the CSV export (bounded memory whatever the list's length). */
const EXPORT_BATCH_SIZE = 1000;

function listFilter(query: ExportQuery): BookingListFilter {
  return {
    quizStatus:
      query.quizStatusFilter === 'completed' || query.quizStatusFilter === 'pending'
        ? query.quizStatusFilter
        : undefined,
    registrationDate: query.registrationDate,
  };
}

const actor = (admin: AdminIdentity) => ({ actorId: admin.id, actorLabel: admin.mobileNumber });
/** Changes nobody made by hand: a refund's outcome reported by the worker or the provider. */
const SYSTEM_ACTOR = { actorId: null, actorLabel: 'system' } as const;

export class BookingsService {
  constructor(
    private readonly deps: AppDeps,
    private readonly dates: DatesService,
    private readonly leaderboard: LeaderboardService,
  ) {}

  /* ---- What other modules use of bookings (they never read the repository) ---- */

  /** The booking holding a player's access token (unknown: undefined), read inside the caller's transaction. */
  findPlayerBooking(db: DbOrTx, token: string): Promise<PlayerBooking | undefined> {
    return findPlayerBookingByToken(db, token);
  }

  /** A live booking of `date` holding the access code `code`. */
  findLiveBookingByCode(db: DbOrTx, date: string, code: string): Promise<BookingRow | undefined> {
    return findLiveBookingByCodeRow(db, date, code);
  }

  /** A booking by id, deleted or not. */
  findBooking(db: DbOrTx, id: string): Promise<BookingRow | undefined> {
    return findBookingById(db, id);
  }

  /** Whether a paid, live booking exists for this e-mail (any case) and date (checkout's duplicate rule). */
  hasPaidBookingFor(db: DbOrTx, email: string, date: string): Promise<boolean> {
    return hasPaidBooking(db, email, date);
  }

  /** The unpaid online booking of a checkout (DIRECT), inside the checkout's transaction. */
  async createUnpaidBooking(
    tx: DbOrTx,
    values: Pick<
      NewBooking,
      'id' | 'fullName' | 'email' | 'teamMemberCount' | 'registrationDate' | 'amountPence' | 'adultsConfirmedAt'
    >,
    now: Date,
  ): Promise<void> {
    await insertBooking(tx, { ...values, bookingSource: 'DIRECT', createdAt: now, updatedAt: now });
  }

  /**
   * Each date from `from` to `to` with its capacity, the places taken and what remains (never
   * below 0), and whether it is locked; read inside the caller's transaction.
   */
  async availability(db: DbOrTx, from: string, to: string): Promise<DayAvailability[]> {
    const [days, taken] = await Promise.all([
      this.dates.capacityByDay(db, from, to),
      placesTakenByDay(db, from, to, this.deps.clock.now()),
    ]);
    return days.map((day) => {
      const placesTaken = taken.get(day.date) ?? 0;
      return { ...day, taken: placesTaken, remaining: Math.max(0, day.capacity - placesTaken) };
    });
  }

  /** Refuses with 409 SOLD_OUT when `players` do not fit on `date` (a read, no hold). */
  async assertPlacesLeft(db: DbOrTx, date: string, players: number): Promise<void> {
    const [day] = await this.availability(db, date, date);
    if (day && players > day.remaining) {
      const shown = displayDate(date);
      const message =
        day.remaining > 0 ? MESSAGES.booking.soldOutSome(day.remaining, shown) : MESSAGES.booking.soldOutNone(shown);
      throw new AppError('SOLD_OUT', message);
    }
  }

  /**
   * Holds `players` places on `date` inside the caller's transaction, or refuses with 409
   * SOLD_OUT. The date's lock makes check-and-hold one step: concurrent callers for one date, in
   * any process, queue on it until the first commits, so a date is never oversold. The lock is
   * transaction-scoped, so it works behind a transaction-mode pooler too.
   */
  async reservePlaces(tx: DbOrTx, date: string, players: number): Promise<void> {
    await lockPlacesOfDate(tx, date);
    await this.assertPlacesLeft(tx, date, players);
  }

  /** GET /api/date/availability: what remains of each date from `from` to `to`. */
  async publicAvailability(from: string, to: string): Promise<DayAvailabilityView[]> {
    const days = await this.availability(this.deps.database.db, from, to);
    return days.map(({ date, remaining, locked }) => ({ date, remaining, locked }));
  }

  /** The booking calendar's full dates: today (venue time) to FULL_DATES_HORIZON_DAYS ahead with fewer than FULL_DATE_BELOW places left. */
  async fullDates(): Promise<string[]> {
    const today = venueDate(this.deps.clock.now(), this.deps.config.venueTimeZone);
    const days = await this.availability(this.deps.database.db, today, addDays(today, FULL_DATES_HORIZON_DAYS));
    return days.filter((day) => day.remaining < FULL_DATE_BELOW).map((day) => day.date);
  }

  /** Staff's capacity screen: the default and each date with its own capacity, with the places taken on it. */
  async capacityOverview(): Promise<CapacityResponse> {
    const { db } = this.deps.database;
    const { defaultCapacity, overrides } = await this.dates.capacitySettings(db);
    const first = overrides[0]?.date;
    const last = overrides.at(-1)?.date;
    const taken = first && last ? await placesTakenByDay(db, first, last, this.deps.clock.now()) : new Map();
    return {
      defaultCapacity,
      overrides: overrides.map((o) => ({ ...o, taken: taken.get(o.date) ?? 0 })),
    };
  }

  /** One date's places, for the staff dialogs' warning before they overbook it. */
  async dateCapacity(date: string): Promise<DateCapacityResponse> {
    const [day] = await this.availability(this.deps.database.db, date, date);
    if (!day) throw new Error(`no availability row for ${date}`);
    return day;
  }

  /** The team finished its hunt: its booking is marked completed in the chat step's transaction, exactly once. */
  async markHuntCompleted(tx: DbOrTx, bookingId: string, now: Date): Promise<void> {
    await markQuizCompleted(tx, bookingId, now);
  }

  /**
   * Marks an online booking paid, exactly once, with its credentials and confirmation mail
   * (booking-confirmation.ts); `onConfirmed` runs in the same transaction. Undefined when it
   * already was paid.
   */
  confirmPaidBooking(
    bookingId: string,
    onConfirmed?: (tx: DbOrTx, booking: BookingRow) => Promise<void>,
  ): Promise<BookingRow | undefined> {
    return confirmPaidBooking(this.deps, bookingId, onConfirmed);
  }

  /** Paging and filtering happen in the database; the total comes from the per-date counters. */
  async listBookings(query: ListQuery): Promise<{ users: BookingRecord[]; total: number }> {
    const { rows, total } = await listLiveBookingsPage(
      this.deps.database.db,
      listFilter(query),
      (query.page - 1) * query.limit,
      query.limit,
    );
    const names = await this.leaderboard.leaderboardNames(
      this.deps.database.db,
      rows.map((row) => row.id),
    );
    return { users: rows.map((row) => presentBooking(row, names.get(row.id))), total };
  }

  /**
   * The CSV export: its file name (today at the venue), its columns, and the listed bookings with
   * the list's filters, in its order, as records read a batch at a time.
   */
  exportBookings(query: ExportQuery): { fileName: string; columns: string[]; records: AsyncGenerator<string[]> } {
    const today = venueDate(this.deps.clock.now(), this.deps.config.venueTimeZone);
    const { db } = this.deps.database;
    async function* records(): AsyncGenerator<string[]> {
      for await (const batch of listBookingsForExport(db, listFilter(query), EXPORT_BATCH_SIZE)) {
        yield* batch.map(presentExportRow);
      }
    }
    return { fileName: `bookings-${today}.csv`, columns: [...EXPORT_HEADER], records: records() };
  }

  /** Refuses a date nobody may book onto: past (venue time) or locked, with the caller's texts. */
  async assertBookableDate(
    db: DbOrTx,
    date: string,
    texts: { past: string; locked: string } = { past: MESSAGES.admin.datePast, locked: MESSAGES.admin.dateLocked },
    field = 'registrationDate',
  ): Promise<void> {
    if (isPastDate(date, this.deps.clock.now(), this.deps.config.venueTimeZone)) {
      throw new AppError('VALIDATION', texts.past, { fieldErrors: { [field]: texts.past } });
    }
    if (await this.dates.isDateLocked(db, date)) {
      throw new AppError('VALIDATION', texts.locked, { fieldErrors: { [field]: texts.locked } });
    }
  }

  /**
   * A participant added by staff: no payment (amount 0, marked paid so the list shows it as
   * settled), an access token and code, the confirmation mail and the mission briefing, and the
   * audit record, all in one transaction.
   */
  async createParticipant(
    admin: AdminIdentity,
    input: {
      fullName: string;
      email: string;
      teamMemberCount: number;
      registrationDate: string;
      bookingSource: CreateParticipantRequest['bookingSource'];
    },
  ): Promise<BookingRecord> {
    await this.assertBookableDate(this.deps.database.db, input.registrationDate);
    const now = this.deps.clock.now();
    const booking = await createConfirmedBooking(
      this.deps,
      {
        fullName: input.fullName,
        email: input.email,
        teamMemberCount: input.teamMemberCount,
        registrationDate: input.registrationDate,
        bookingSource: input.bookingSource,
        amountPence: 0,
        isPaymentSuccessful: true,
        paidAt: now,
      },
      async (tx, created) => {
        await writeAudit(
          tx,
          {
            ...actor(admin),
            action: 'booking.create',
            entityType: 'booking',
            entityId: created.id,
            after: auditSnapshot(created),
          },
          this.deps.clock.now(),
        );
      },
    );
    return presentBooking(booking, undefined);
  }

  /**
   * Moves a booking to another date: not past, not locked. The access code is kept unless
   * another live booking of the new date holds it; the old briefing is cancelled, a new one is
   * scheduled and the customer is told. Choosing the same date again changes nothing.
   */
  async changeBookingDate(admin: AdminIdentity, id: string, newDate: string): Promise<BookingRecord> {
    return retryOnUniqueViolation(
      () =>
        this.deps.database.db.transaction(async (tx) => {
          const before = await lockLiveBooking(tx, id);
          if (!before) throw new AppError('NOT_FOUND', MESSAGES.admin.bookingNotFound);
          const leaderboardName = (await this.leaderboard.leaderboardNames(tx, [id])).get(id);
          if (before.status === 'cancelled') throw new AppError('CONFLICT', MESSAGES.manage.alreadyCancelled);
          if (before.registrationDate === newDate) return presentBooking(before, leaderboardName);
          await this.assertBookableDate(tx, newDate, {
            past: MESSAGES.admin.datePastSelect,
            locked: MESSAGES.admin.dateLocked,
          });
          const now = this.deps.clock.now();
          const after = await this.moveBooking(tx, before, newDate, now);
          await writeAudit(
            tx,
            {
              ...actor(admin),
              action: 'booking.change-date',
              entityType: 'booking',
              entityId: id,
              before: auditSnapshot(before),
              after: auditSnapshot(after),
            },
            now,
          );
          return presentBooking(after, leaderboardName);
        }),
      BOOKING_CODE_CONSTRAINT,
    );
  }

  /**
   * Moves a locked booking to `newDate` inside the caller's transaction (run it in
   * `retryOnUniqueViolation(…, BOOKING_CODE_CONSTRAINT)`): the access code moves with it unless a
   * live booking of the new date holds it; the date and the code change in one UPDATE, so the
   * (date, code) unique index never trips half-way (a concurrent draw of the same code is
   * retried). The briefing and reminder are re-scheduled and the customer is told, with the
   * calendar invite's next sequence.
   */
  async moveBooking(tx: DbOrTx, before: BookingRow, newDate: string, now: Date): Promise<BookingRow> {
    let code: string | undefined;
    if (before.accessCode) {
      const taken = await liveCodesOnDate(tx, newDate, before.id);
      if (taken.has(before.accessCode)) code = drawAccessCode(taken);
    }
    const after = await setRegistrationDate(tx, before.id, newDate, now, code);
    if (after.accessToken && after.accessCode) {
      await this.deps.mail.queueDateChanged(tx, bookingForMail(after), before.registrationDate, randomUUID());
    }
    return after;
  }

  /** A live booking, row-locked until the caller's transaction ends. */
  lockBooking(tx: DbOrTx, id: string): Promise<BookingRow | undefined> {
    return lockLiveBooking(tx, id);
  }

  /** The booking behind a manage token (the customer's own page), deleted or not. */
  findByManageToken(db: DbOrTx, token: string): Promise<BookingRow | undefined> {
    return findBookingByManageToken(db, token);
  }

  /**
   * Cancels a live booking inside the caller's transaction: it frees its places and its access
   * code, its token answers "revoked", its unsent mails are dropped and the customer is told
   * (with `refund`'s amount). An unpaid checkout was never confirmed to anyone, so its cancellation
   * mails nobody. Undefined when it was not live and active.
   */
  async cancelBooking(tx: DbOrTx, id: string, refund: RefundState, now: Date): Promise<BookingRow | undefined> {
    const cancelled = await markCancelled(tx, id, refund, now);
    if (cancelled?.isPaymentSuccessful) {
      await this.deps.mail.queueCancelled(tx, bookingMailInput(cancelled), refund.refundedAmountPence);
    }
    return cancelled;
  }

  /** A payment that arrived after its booking was withdrawn: its refund is recorded and the payer told. */
  async recordLatePaymentRefund(tx: DbOrTx, booking: BookingRow, refund: RefundState, now: Date): Promise<void> {
    await this.recordRefund(tx, booking.id, refund, now);
    await this.deps.mail.queueLatePaymentRefunded(tx, bookingMailInput(booking), refund.refundedAmountPence);
  }

  /**
   * What became of a booking's refund (the refund worker, a payment after a cancellation, a
   * provider's webhook), audited as the system's doing (operations.md section 6). False when it
   * changed nothing.
   */
  async recordRefund(tx: DbOrTx, id: string, refund: Partial<RefundState>, now: Date): Promise<boolean> {
    const before = await findBookingById(tx, id);
    // A provider repeats its reports (webhooks arrive at least once): a repeat records nothing.
    if (!before || Object.entries(refund).every(([field, value]) => before[field as keyof RefundState] === value))
      return false;
    await setRefundState(tx, id, refund, now);
    await writeAudit(
      tx,
      {
        ...SYSTEM_ACTOR,
        action: 'booking.refund',
        entityType: 'booking',
        entityId: id,
        before: auditSnapshot(before),
        after: auditSnapshot({ ...before, ...refund }),
      },
      now,
    );
    return true;
  }

  /**
   * Soft delete: the booking is marked deleted (hidden from the list, its token answers
   * "revoked", its code is free again), its pending briefing is cancelled and its team's name
   * leaves the public leaderboard (staff could no longer reach it to hide it). Deleting an
   * already deleted booking succeeds without a second audit record; an unknown id is 404. A
   * booking whose refund is pending or failed is refused (409): delete hides a booking from the
   * list, and a refund still owed must stay where staff can follow and retry it.
   * Returns the booking this call deleted (undefined when it already was).
   */
  async deleteBooking(admin: AdminIdentity, id: string): Promise<BookingRow | undefined> {
    return this.deps.database.db.transaction(async (tx) => {
      const now = this.deps.clock.now();
      const deleted = await softDeleteBooking(tx, id, now);
      if (!deleted) {
        const existing = await findBookingById(tx, id);
        if (!existing) throw new AppError('NOT_FOUND', MESSAGES.admin.bookingNotFound);
        if (existing.deletedAt) return undefined;
        throw new AppError('CONFLICT', MESSAGES.admin.deleteRefundOpen);
      }
      await this.deps.mail.cancelBookingMails(tx, id);
      await this.leaderboard.takeOffBoard(tx, admin, id, now);
      await writeAudit(
        tx,
        {
          ...actor(admin),
          action: 'booking.delete',
          entityType: 'booking',
          entityId: id,
          before: auditSnapshot({ ...deleted, deletedAt: null }),
          after: auditSnapshot(deleted),
        },
        now,
      );
      return deleted;
    });
  }
}
