import { describe, expect, it } from 'vitest';
import { customerDeadlines } from '../../core/customer-deadlines.js';
import {
  adventureIcs,
  briefingMail,
  confirmationMail,
  dateChangeMail,
  latePaymentRefundMail,
  reminderMail,
} from './mail.templates.js';

const brand = { brandName: 'Seaside Secrets', contactEmail: 'hello@example.com', publicUrl: 'https://shop.example' };
const booking = {
  bookingId: '3f1c2b9a-0000-4000-8000-000000000001',
  manage: {
    url: 'https://shop.example/booking/manage/x',
    // Move until 00:00 on 28 June (72 hours), cancel with a refund until 00:00 on 29 June (48 hours).
    deadlines: customerDeadlines('2026-07-01', {
      venueTimeZone: 'Europe/London',
      changeCutoffHours: 72,
      refundCutoffHours: 48,
    }),
    timeZone: 'Europe/London',
  },
  fullName: 'Ada',
  registrationDate: '2026-07-01',
  teamMemberCount: 40,
  amountPence: 40000,
};
const stamp = new Date('2026-06-15T11:00:00Z');

describe('calendar invites', () => {
  it('one UID per booking, the stored SEQUENCE, an all-day event, lines folded at 75 octets', () => {
    const ics = adventureIcs(
      { ...brand, brandName: 'Seaside Secrets — the long-named treasure hunt company of the seafront' },
      booking,
      stamp,
      { sequence: 2, cancelled: false },
    );
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).toContain(`UID:${booking.bookingId}@shop.example`);
    expect(ics).toContain('SEQUENCE:2');
    expect(ics).toContain('DTSTART;VALUE=DATE:20260701');
    expect(ics).toContain('STATUS:CONFIRMED');
    const lines = ics.split('\r\n');
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });

  it('withdraws the event on cancellation', () => {
    const ics = adventureIcs(brand, booking, stamp, { sequence: 3, cancelled: true });
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('SEQUENCE:3');
  });
});

describe("what the mails say about the customer's booking page", () => {
  const MOVE_UNTIL = /another date until Sunday,? 28 June 2026 at 00:00 BST\./;
  const CANCEL_UNTIL = /cancel it with a full refund until Monday,? 29 June 2026 at 00:00 BST\./;
  const CLOSED =
    'Changes and cancellations are now closed online. If something has come up, write to hello@example.com.';
  const LINK = `: ${booking.manage.url}`;

  it('gives both deadlines, written out, while both are ahead', () => {
    const mail = confirmationMail(brand, booking, { moneyTaken: true }, stamp);
    expect(mail.text).toContain('CHANGE OR CANCEL');
    expect(mail.text).toMatch(MOVE_UNTIL);
    expect(mail.text).toMatch(CANCEL_UNTIL);
    expect(mail.text).toContain(`Manage your booking${LINK}`);
    expect(mail.html).toMatch(MOVE_UNTIL);
    expect(mail.text).not.toContain('closed');
  });

  it('promises no refund for a staff-made booking (nothing was paid)', () => {
    const mail = confirmationMail(brand, { ...booking, amountPence: 0 }, { moneyTaken: true }, stamp);
    expect(mail.text).toMatch(/You can cancel it until Monday,? 29 June 2026 at 00:00 BST\./);
    expect(mail.text).not.toContain('refund');
  });

  it('once the date can no longer be moved, offers only the cancellation', () => {
    const mail = dateChangeMail(brand, { ...booking, previousDate: '2026-06-20' }, new Date('2026-06-27T23:00:00Z'));
    expect(mail.text).toContain('Date changes are now closed online.');
    expect(mail.text).not.toMatch(MOVE_UNTIL);
    expect(mail.text).toMatch(CANCEL_UNTIL);
    expect(mail.text).toContain(`Manage your booking${LINK}`);
  });

  it('after both cut-offs, says changes are closed, names the contact e-mail and still links the page', () => {
    // The reminder goes out on 29 June at 09:00, after both deadlines.
    const mail = reminderMail(brand, booking, new Date('2026-06-29T08:00:00Z'));
    expect(mail.text).toContain(CLOSED);
    expect(mail.text).not.toContain('You can');
    expect(mail.text).not.toContain('Manage your booking');
    expect(mail.text).toContain(`View your booking${LINK}`);
    expect(mail.html).toContain(CLOSED);
    expect(mail.html).toContain(`href="${booking.manage.url}"`);
  });

  it('closes each action exactly at its deadline, like the booking page', () => {
    const atCancelDeadline = reminderMail(brand, booking, booking.manage.deadlines.cancel);
    expect(atCancelDeadline.text).toContain(CLOSED);
    const justBefore = reminderMail(brand, booking, new Date(booking.manage.deadlines.cancel.getTime() - 1));
    expect(justBefore.text).toMatch(CANCEL_UNTIL);
  });
});

describe('the mail for a payment that arrived after its booking was withdrawn', () => {
  it('says there is no booking, what is refunded to the card, and whom to write to', () => {
    const mail = latePaymentRefundMail(brand, booking, 40000, { moneyTaken: true });
    expect(mail.subject).toBe('Your Seaside Secrets payment is being returned');
    expect(mail.text).toContain('was cancelled before your payment went through, so there is no booking');
    expect(mail.text).toContain('We are refunding £400.00 to the card you paid with.');
    expect(mail.text).toContain('write to hello@example.com');
  });

  it('after the built-in test checkout, promises no card refund', () => {
    const mail = latePaymentRefundMail(brand, booking, 40000, { moneyTaken: false });
    expect(mail.text).toContain('no money was taken');
    expect(mail.text).not.toContain('We are refunding');
  });
});

describe('the mission briefing', () => {
  it('gives the link, the code and the address of the page where the code is typed', () => {
    const mail = briefingMail(brand, {
      ...booking,
      link: 'https://shop.example/puzzle/access/tok',
      accessCode: 'B7K2',
    });
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('https://shop.example/puzzle/access/tok');
      expect(body).toContain('B7K2');
      expect(body).toContain('go to https://shop.example/puzzle/access and type your code');
    }
  });
});
