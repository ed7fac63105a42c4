import { displayDate, formatPence, type ManageBookingResponse, MESSAGES } from '@seaside/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { customerDeadlines } from '../../core/customer-deadlines.js';
import { retryOnUniqueViolation } from '../../core/db-errors.js';
import { AppError } from '../../core/errors.js';
import type { DbOrTx } from '../../db/client.js';
import { BOOKING_CODE_CONSTRAINT } from '../../db/schema.js';
import type { AdminIdentity } from '../../plugins/admin-guard.js';
import { writeAudit } from '../audit/audit.service.js';
import { auditSnapshot, type BookingRow, type BookingsService, refundStateOf } from '../bookings/bookings.service.js';
import type { PaymentsService } from '../payments/payments.service.js';
import { presentManagedBooking } from './manage.presenter.js';

const m = MESSAGES.manage;

/** Calls of the customer's page per client address in a window (the checkout's allowance). */
export const MANAGE_RATE_LIMIT = { limit: 60, windowSeconds: 10 * 60 } as const;

/** Who made a cancellation, for its audit record. */
type Actor = { actorId: string | null; actorLabel: string };
const staff = (admin: AdminIdentity): Actor => ({ actorId: admin.id, actorLabel: admin.mobileNumber });
const CUSTOMER: Actor = { actorId: null, actorLabel: 'customer' };

/**
 * Changes to a confirmed booking (booking-lifecycle.md sections 4 and 5): the customer's own page
 * (move, cancel with a refund, until the cut-offs) and cancellations and refund retries by staff.
 * Each change is one transaction with its audit record, its mails and its refund job.
 */
export class ManageService {
  constructor(
    private readonly deps: AppDeps,
    private readonly bookings: BookingsService,
    private readonly payments: PaymentsService,
  ) {}

  /** What the customer may still do: only with a paid, live booking, strictly before each deadline. */
  private rights(b: BookingRow, now: Date) {
    const deadlines = customerDeadlines(b.registrationDate, this.deps.config);
    const open = b.isPaymentSuccessful && b.status === 'active' && !b.deletedAt;
    return {
      deadlines,
      canChangeDate: open && now < deadlines.change,
      canCancel: open && now < deadlines.cancel,
    };
  }

  private async limit(clientAddress: string): Promise<void> {
    const result = await this.deps.rateLimiter.hit(
      `manage:${clientAddress}`,
      MANAGE_RATE_LIMIT.limit,
      MANAGE_RATE_LIMIT.windowSeconds,
      this.deps.clock.now(),
    );
    if (!result.allowed) {
      throw new AppError('RATE_LIMITED', MESSAGES.platform.tooManyRequests(result.retryAfter), {
        retryAfter: result.retryAfter,
      });
    }
  }

  /** The booking behind a manage token; a deleted one is as unknown as a wrong token. */
  private async find(db: DbOrTx, token: string, lock = false): Promise<BookingRow> {
    const found = await this.bookings.findByManageToken(db, token);
    const booking = found && lock ? await this.bookings.lockBooking(db, found.id) : found;
    if (!booking || booking.deletedAt) throw new AppError('NOT_FOUND', m.notFound);
    return booking;
  }

  private closed(): AppError {
    return new AppError('CONFLICT', m.changesClosed(this.deps.config.contactEmail));
  }

  /** GET /api/booking/manage/{token} */
  async view(token: string, clientAddress: string): Promise<ManageBookingResponse> {
    await this.limit(clientAddress);
    const booking = await this.find(this.deps.database.db, token);
    const { deadlines, canChangeDate, canCancel } = this.rights(booking, this.deps.clock.now());
    return presentManagedBooking(booking, { canChangeDate, canCancel, ...deadlines });
  }

  /**
   * POST …/change-date: the customer moves the booking (not past, not locked, places left on the
   * new date) until the change cut-off. The booking's own players sit on its old date, so the new
   * date's check counts them once; the same date again changes nothing.
   */
  async changeDate(token: string, newDate: string, clientAddress: string): Promise<{ message: string }> {
    await this.limit(clientAddress);
    return retryOnUniqueViolation(
      () =>
        this.deps.database.db.transaction(async (tx) => {
          const before = await this.find(tx, token, true);
          const now = this.deps.clock.now();
          if (!this.rights(before, now).canChangeDate) throw this.closed();
          if (before.registrationDate !== newDate) {
            const b = MESSAGES.booking;
            await this.bookings.assertBookableDate(tx, newDate, { past: b.datePast, locked: b.dateLocked });
            await this.bookings.reservePlaces(tx, newDate, before.teamMemberCount);
            const after = await this.bookings.moveBooking(tx, before, newDate, now);
            await writeAudit(
              tx,
              {
                ...CUSTOMER,
                action: 'booking.change-date',
                entityType: 'booking',
                entityId: before.id,
                before: auditSnapshot(before),
                after: auditSnapshot(after),
              },
              now,
            );
          }
          return { message: m.dateChanged(displayDate(newDate)) };
        }),
      BOOKING_CODE_CONSTRAINT,
    );
  }

  /** POST …/cancel: the customer cancels with a full refund, until the refund cut-off. */
  async cancelByCustomer(token: string, clientAddress: string): Promise<{ message: string; refundAmount: number }> {
    await this.limit(clientAddress);
    const refunded = await this.deps.database.db.transaction(async (tx) => {
      const booking = await this.find(tx, token, true);
      if (booking.status === 'cancelled') throw new AppError('CONFLICT', m.alreadyCancelled);
      if (!this.rights(booking, this.deps.clock.now()).canCancel) throw this.closed();
      return this.cancel(tx, booking, true, CUSTOMER);
    });
    return { message: this.cancelledMessage(refunded), refundAmount: refunded / 100 };
  }

  private cancelledMessage(refundedPence: number): string {
    if (refundedPence === 0) return m.cancelled;
    return this.deps.config.payment.testCheckout
      ? m.cancelledAfterTestCheckout
      : m.cancelledWithRefund(formatPence(refundedPence));
  }

  /**
   * POST /api/user/admin/cancel/{id}: staff cancel, with or without the refund of what was paid.
   * An unpaid booking's open checkouts are closed after the commit, so its payment page stops
   * taking money (a payment that still gets through is refunded when it is confirmed).
   */
  async cancelByStaff(
    admin: AdminIdentity,
    id: string,
    refund: boolean,
    log: FastifyBaseLogger,
  ): Promise<{ message: string }> {
    const { refunded, wasPaid } = await this.deps.database.db.transaction(async (tx) => {
      const booking = await this.bookings.lockBooking(tx, id);
      if (!booking) throw new AppError('NOT_FOUND', MESSAGES.admin.bookingNotFound);
      if (booking.status === 'cancelled') throw new AppError('CONFLICT', m.alreadyCancelled);
      return {
        refunded: await this.cancel(tx, booking, refund, staff(admin)),
        wasPaid: booking.isPaymentSuccessful,
      };
    });
    if (!wasPaid) await this.payments.closeCheckoutsOf(id, log);
    return { message: refunded > 0 ? m.staffCancelledWithRefund(formatPence(refunded)) : m.staffCancelled };
  }

  /**
   * DELETE /api/user/delete/{id}: staff delete a booking. An unpaid one's open checkouts are closed
   * after the commit, as on a cancellation, so its payment page stops taking money.
   */
  async deleteByStaff(admin: AdminIdentity, id: string, log: FastifyBaseLogger): Promise<void> {
    const deleted = await this.bookings.deleteBooking(admin, id);
    if (deleted && !deleted.isPaymentSuccessful) await this.payments.closeCheckoutsOf(id, log);
  }

  /**
   * Cancels a locked, active booking with its refund job and audit record; returns the pence this
   * cancellation refunds. Without a refund, a refund already recorded (one made in Stripe's
   * dashboard) stays on the booking.
   */
  private async cancel(tx: DbOrTx, before: BookingRow, refund: boolean, actor: Actor): Promise<number> {
    const now = this.deps.clock.now();
    const state = refund ? await this.payments.queueRefund(tx, before, now) : refundStateOf(before);
    const after = await this.bookings.cancelBooking(tx, before.id, state, now);
    if (!after) throw new AppError('CONFLICT', m.alreadyCancelled);
    await writeAudit(
      tx,
      {
        ...actor,
        action: 'booking.cancel',
        entityType: 'booking',
        entityId: before.id,
        before: auditSnapshot(before),
        after: auditSnapshot(after),
      },
      now,
    );
    return refund ? state.refundedAmountPence : 0;
  }

  /** POST /api/user/admin/refund/{id}: staff try a failed refund again. */
  async retryRefund(admin: AdminIdentity, id: string): Promise<{ message: string }> {
    await this.deps.database.db.transaction(async (tx) => {
      const before = await this.bookings.lockBooking(tx, id);
      if (!before) throw new AppError('NOT_FOUND', MESSAGES.admin.bookingNotFound);
      const now = this.deps.clock.now();
      if (before.refundStatus !== 'failed' || !(await this.payments.reopenRefund(tx, before, now))) {
        throw new AppError('CONFLICT', m.refundNotFailed);
      }
      await this.bookings.recordRefund(tx, id, { refundStatus: 'pending', refundFailureReason: null }, now);
      await writeAudit(
        tx,
        {
          ...staff(admin),
          action: 'booking.refund-retry',
          entityType: 'booking',
          entityId: id,
          before: auditSnapshot(before),
          after: { ...auditSnapshot(before), refundStatus: 'pending' },
        },
        now,
      );
    });
    return { message: m.refundRetried };
  }
}
