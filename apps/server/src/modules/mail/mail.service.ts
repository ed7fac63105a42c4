import { PAGES } from '@seaside/contract';
import type { Config } from '../../config.js';
import { sha256 } from '../../core/access-tokens.js';
import type { Clock } from '../../core/clock.js';
import { customerDeadlines } from '../../core/customer-deadlines.js';
import { addDays, venueInstant } from '../../core/venue-time.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { cancelUnsentMails, insertMail, requeueFailedMails } from './mail.repository.js';
import {
  adventureIcs,
  type BookingMailData,
  type BrandInfo,
  briefingMail,
  cancellationMail,
  confirmationMail,
  dateChangeMail,
  type InviteState,
  latePaymentRefundMail,
  type RenderedMail,
  reminderMail,
} from './mail.templates.js';

/** Who a mail goes to and which booking it is about. */
interface MailRecipient {
  bookingId: string;
  email: string;
}

/** A booking as its mails need it; `calendarSequence` is the invite's SEQUENCE now. */
export interface BookingMailInput extends Omit<BookingMailData, 'manage'>, MailRecipient {
  manageToken: string;
  calendarSequence: number;
}

export interface BookingForMail extends BookingMailInput {
  accessToken: string;
  accessCode: string;
}

const BRIEFING = 'briefing';
const REMINDER = 'reminder';

/**
 * The operator's requeue once the cause of a week of failed deliveries is fixed (`npm run admin
 * -- requeue-mail`): every given-up mail is due again, with its Message-ID and a new retry week.
 * Given-up briefings and reminders stay: a week after they were due, their day is gone. A booking
 * moved, cancelled or deleted has already cancelled its given-up mails (`cancelUnsentMails`), so
 * nothing requeued is untrue.
 */
export function requeueGivenUpMail(db: Db, now: Date): Promise<number> {
  return requeueFailedMails(db, now, [BRIEFING, REMINDER]);
}

/**
 * Writes the mails a booking causes into the outbox. Always called inside the transaction of
 * the change itself, so a mail exists exactly when its cause was committed.
 */
export class MailService {
  private readonly brand: BrandInfo;
  private readonly domain: string;

  constructor(
    private readonly config: Config,
    private readonly clock: Clock,
    private readonly onQueued: () => void = () => {},
  ) {
    this.brand = { brandName: config.brandName, contactEmail: config.contactEmail, publicUrl: config.publicUrl };
    this.domain = config.mail.from.split('@')[1]?.replace(/>$/, '') || 'localhost';
  }

  /** Confirmation now, mission briefing at BRIEFING_TIME on the day (at once when that has passed). */
  async queueBookingConfirmed(tx: DbOrTx, booking: BookingForMail): Promise<void> {
    const now = this.clock.now();
    const data = this.mailData(booking);
    await this.queue(
      tx,
      booking,
      'confirmation',
      `confirmation:${booking.bookingId}`,
      confirmationMail(this.brand, data, this.payment(), now),
      now,
      [this.icsAttachment(data, now, { sequence: booking.calendarSequence, cancelled: false })],
    );
    await this.queueScheduled(tx, booking, `${booking.registrationDate}:initial`);
  }

  /** A date change: the old briefing and reminder are cancelled, new ones scheduled, and the customer told. */
  async queueDateChanged(tx: DbOrTx, booking: BookingForMail, previousDate: string, changeId: string): Promise<void> {
    const now = this.clock.now();
    const data = this.mailData(booking);
    await cancelUnsentMails(tx, booking.bookingId, [BRIEFING, REMINDER]);
    await this.queue(
      tx,
      booking,
      'date-change',
      `date-change:${booking.bookingId}:${changeId}`,
      dateChangeMail(this.brand, { ...data, previousDate }, now),
      now,
      [this.icsAttachment(data, now, { sequence: booking.calendarSequence, cancelled: false })],
    );
    await this.queueScheduled(tx, booking, `${booking.registrationDate}:${changeId}`);
  }

  /**
   * A cancelled booking: every unsent mail about it is dropped, and the customer is told (with
   * the refund, and the calendar entry withdrawn).
   */
  async queueCancelled(tx: DbOrTx, booking: BookingMailInput, refundPence: number): Promise<void> {
    const now = this.clock.now();
    const data = this.mailData(booking);
    await cancelUnsentMails(tx, booking.bookingId);
    await this.queue(
      tx,
      booking,
      'cancellation',
      `cancellation:${booking.bookingId}`,
      cancellationMail(this.brand, data, refundPence, this.payment()),
      now,
      [this.icsAttachment(data, now, { sequence: booking.calendarSequence, cancelled: true })],
    );
  }

  /** A payment that arrived after its booking was withdrawn is refunded; the payer is told, once. */
  async queueLatePaymentRefunded(tx: DbOrTx, booking: BookingMailInput, refundPence: number): Promise<void> {
    await this.queue(
      tx,
      booking,
      'late-payment-refund',
      `late-payment-refund:${booking.bookingId}`,
      latePaymentRefundMail(this.brand, this.mailData(booking), refundPence, this.payment()),
      this.clock.now(),
    );
  }

  /** A deleted booking gets none of its unsent mails. */
  async cancelBookingMails(tx: DbOrTx, bookingId: string): Promise<void> {
    await cancelUnsentMails(tx, bookingId);
  }

  /** Whether payments take money: not on the built-in test checkout (the local provider), which the mails say. */
  private payment(): { moneyTaken: boolean } {
    return { moneyTaken: !this.config.payment.testCheckout };
  }

  private mailData(booking: BookingMailInput): BookingMailData {
    return {
      ...booking,
      manage: {
        url: `${this.config.publicUrl}${PAGES.manageBookingFor(booking.manageToken)}`,
        deadlines: customerDeadlines(booking.registrationDate, this.config),
        timeZone: this.config.venueTimeZone,
      },
    };
  }

  /** The mission briefing on the day, and the reminder REMINDER_DAYS before (none when that has passed). */
  private async queueScheduled(tx: DbOrTx, booking: BookingForMail, cause: string): Promise<void> {
    await this.queueBriefing(tx, booking, cause);
    const { reminderDays, briefingTime, venueTimeZone } = this.config;
    if (reminderDays === 0) return;
    const at = venueInstant(addDays(booking.registrationDate, -reminderDays), briefingTime, venueTimeZone);
    if (at <= this.clock.now()) return;
    await this.queue(
      tx,
      booking,
      REMINDER,
      `${REMINDER}:${booking.bookingId}:${cause}`,
      reminderMail(this.brand, this.mailData(booking), at),
      at,
    );
  }

  private async queueBriefing(tx: DbOrTx, booking: BookingForMail, cause: string): Promise<void> {
    const scheduled = venueInstant(booking.registrationDate, this.config.briefingTime, this.config.venueTimeZone);
    const now = this.clock.now();
    const sendAfter = new Date(Math.max(scheduled.getTime(), now.getTime()));
    const link = `${this.config.publicUrl}/puzzle/access/${booking.accessToken}`;
    await this.queue(
      tx,
      booking,
      BRIEFING,
      `${BRIEFING}:${booking.bookingId}:${cause}`,
      briefingMail(this.brand, { ...this.mailData(booking), accessCode: booking.accessCode, link }),
      sendAfter,
    );
  }

  private async queue(
    tx: DbOrTx,
    booking: MailRecipient,
    kind: string,
    dedupeKey: string,
    mail: RenderedMail,
    sendAfter: Date,
    attachments: { filename: string; contentType: string; content: string }[] = [],
  ): Promise<void> {
    const inserted = await insertMail(tx, {
      dedupeKey,
      messageId: `<${sha256(dedupeKey).slice(0, 32)}@${this.domain}>`,
      kind,
      bookingId: booking.bookingId,
      to: booking.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments,
      sendAfter,
    });
    if (inserted) this.onQueued();
  }

  private icsAttachment(booking: BookingMailData, now: Date, invite: InviteState) {
    return {
      filename: 'adventure.ics',
      contentType: `text/calendar; charset=utf-8; method=${invite.cancelled ? 'CANCEL' : 'PUBLISH'}`,
      content: Buffer.from(adventureIcs(this.brand, booking, now, invite)).toString('base64'),
    };
  }
}
