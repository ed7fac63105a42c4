import type { Config } from '../../config.js';
import { sha256 } from '../../core/access-tokens.js';
import type { Clock } from '../../core/clock.js';
import { venueInstant } from '../../core/venue-time.js';
import type { DbOrTx } from '../../db/client.js';
import { cancelPendingMails, insertMail } from './mail.repository.js';
import {
  adventureIcs,
  type BookingMailData,
  type BrandInfo,
  briefingMail,
  confirmationMail,
  dateChangeMail,
  type RenderedMail,
} from './mail.templates.js';

export interface BookingForMail extends BookingMailData {
  email: string;
  accessToken: string;
  accessCode: string;
}

const BRIEFING = 'briefing';

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
    await this.queue(
      tx,
      booking,
      'confirmation',
      `confirmation:${booking.bookingId}`,
      confirmationMail(this.brand, booking, { moneyTaken: this.config.payment.provider !== 'local' }),
      now,
      [this.icsAttachment(booking, now)],
    );
    await this.queueBriefing(tx, booking, `${booking.registrationDate}:initial`);
  }

  /** A date change: the old briefing is cancelled, a new one scheduled, and the customer told. */
  async queueDateChanged(tx: DbOrTx, booking: BookingForMail, previousDate: string, changeId: string): Promise<void> {
    const now = this.clock.now();
    await cancelPendingMails(tx, booking.bookingId, [BRIEFING]);
    await this.queue(
      tx,
      booking,
      'date-change',
      `date-change:${booking.bookingId}:${changeId}`,
      dateChangeMail(this.brand, { ...booking, previousDate }),
      now,
      [this.icsAttachment(booking, now)],
    );
    await this.queueBriefing(tx, booking, `${booking.registrationDate}:${changeId}`);
  }

  /** A deleted booking never gets its briefing. */
  async cancelBookingMails(tx: DbOrTx, bookingId: string): Promise<void> {
    await cancelPendingMails(tx, bookingId, [BRIEFING]);
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
      briefingMail(this.brand, { ...booking, link }),
      sendAfter,
    );
  }

  private async queue(
    tx: DbOrTx,
    booking: BookingForMail,
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

  private icsAttachment(booking: BookingForMail, now: Date) {
    return {
      filename: 'adventure.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: Buffer.from(adventureIcs(this.brand, booking, now)).toString('base64'),
    };
  }
}
