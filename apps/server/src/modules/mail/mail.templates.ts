/** E-mail bodies (plain text and HTML). Every value from users is escaped in HTML. */
import { formatDeadline, formatPence, longDate, PAGES, paymentRows } from '@seaside/contract';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { CustomerDeadlines } from '../../core/customer-deadlines.js';
import { escapeHtml } from '../../core/html.js';

export interface BrandInfo {
  brandName: string;
  contactEmail: string;
  publicUrl: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface Section {
  heading: string;
  /** Plain-text paragraphs; escaped for HTML. */
  paragraphs: string[];
  rows?: [string, string][];
  button?: { label: string; url: string };
  code?: string;
}

/**
 * The link to the customer's own booking page, with what the page still allows when the mail is
 * sent (`sentAt`, its scheduled time): like ManageService's rights, each action is open strictly
 * before its deadline. A staff-made booking (amount 0) has nothing to refund.
 */
function manageSection(brand: BrandInfo, b: BookingMailData, sentAt: Date): Section {
  const { url, deadlines, timeZone } = b.manage;
  const canChange = sentAt < deadlines.change;
  const canCancel = sentAt < deadlines.cancel;
  if (!canChange && !canCancel) {
    return {
      heading: 'Your booking',
      paragraphs: [
        `Changes and cancellations are now closed online. If something has come up, write to ${brand.contactEmail}.`,
      ],
      button: { label: 'View your booking', url },
    };
  }
  const change = formatDeadline(deadlines.change, timeZone);
  const cancel = formatDeadline(deadlines.cancel, timeZone);
  const refund = b.amountPence > 0 ? ' with a full refund' : '';
  return {
    heading: canChange && canCancel ? 'Change or cancel' : canChange ? 'Change the date' : 'Cancel',
    paragraphs: [
      canChange
        ? `You can move your adventure to another date until ${change}.`
        : 'Date changes are now closed online.',
      canCancel ? `You can cancel it${refund} until ${cancel}.` : 'Cancellations are now closed online.',
    ],
    button: { label: 'Manage your booking', url },
  };
}

function layout(brand: BrandInfo, greeting: string, sections: Section[]): { text: string; html: string } {
  const text = [
    greeting,
    '',
    ...sections.flatMap((s) => [
      s.heading.toUpperCase(),
      ...s.paragraphs,
      ...(s.rows ?? []).map(([k, v]) => `${k}: ${v}`),
      ...(s.code ? [`Access code: ${s.code}`] : []),
      ...(s.button ? [`${s.button.label}: ${s.button.url}`] : []),
      '',
    ]),
    `Questions? Write to ${brand.contactEmail}.`,
    `${brand.brandName} · ${brand.publicUrl}`,
    'Adults only (18+). Please enjoy responsibly.',
  ].join('\n');

  const sectionHtml = sections
    .map(
      (s) => `
      <h2 style="font-family:Georgia,serif;color:#14213D;font-size:20px;margin:28px 0 8px">${escapeHtml(s.heading)}</h2>
      ${s.paragraphs.map((p) => `<p style="margin:0 0 12px;line-height:1.55">${escapeHtml(p)}</p>`).join('')}
      ${
        s.rows
          ? `<table role="presentation" style="border-collapse:collapse;margin:8px 0 12px">${s.rows
              .map(
                ([k, v]) =>
                  `<tr><td style="padding:4px 16px 4px 0;color:#5b6275">${escapeHtml(k)}</td><td style="padding:4px 0;font-weight:bold">${escapeHtml(v)}</td></tr>`,
              )
              .join('')}</table>`
          : ''
      }
      ${
        s.code
          ? `<p style="margin:12px 0;font-size:14px;color:#5b6275">Access code</p><p style="margin:0 0 16px;font-family:Menlo,Consolas,monospace;font-size:32px;letter-spacing:10px;font-weight:bold;color:#14213D">${escapeHtml(s.code)}</p>`
          : ''
      }
      ${
        s.button
          ? `<p style="margin:20px 0"><a href="${escapeHtml(s.button.url)}" style="background:#F25F5C;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:999px;font-weight:bold;display:inline-block">${escapeHtml(s.button.label)}</a></p>`
          : ''
      }`,
    )
    .join('');

  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(brand.brandName)}</title></head>
<body style="margin:0;background:#F6E7CB;font-family:Helvetica,Arial,sans-serif;color:#1d2333">
  <table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center" style="padding:24px 12px">
    <table role="presentation" width="100%" style="max-width:600px;border-collapse:collapse;background:#ffffff;border-radius:16px;overflow:hidden">
      <tr><td style="background:#14213D;padding:24px 32px;color:#F6E7CB;font-family:Georgia,serif;font-size:24px">${escapeHtml(brand.brandName)}</td></tr>
      <tr><td style="padding:8px 32px 32px">
        <p style="margin:24px 0 0;font-size:16px">${escapeHtml(greeting)}</p>
        ${sectionHtml}
        <p style="margin:32px 0 0;font-size:13px;color:#5b6275">Questions? Write to <a href="mailto:${escapeHtml(brand.contactEmail)}" style="color:#3AAFA9">${escapeHtml(brand.contactEmail)}</a>. Adults only (18+). Please enjoy responsibly.</p>
      </td></tr>
    </table>
  </td></tr></table>
</body></html>`;
  return { text, html };
}

/** The customer's own booking page and until when it lets them move or cancel the booking. */
export interface ManageLink {
  /** PUBLIC_URL/booking/manage/<manage token> */
  url: string;
  deadlines: CustomerDeadlines;
  /** The venue's time zone, in which the mails write the deadlines. */
  timeZone: string;
}

export interface BookingMailData {
  bookingId: string;
  manage: ManageLink;
  fullName: string;
  registrationDate: string;
  teamMemberCount: number;
  amountPence: number;
}

/**
 * `moneyTaken` is false when bookings are paid on the built-in test checkout (the local provider):
 * the mail then says plainly that nothing was charged. `sentAt` (here and in the date-change and
 * reminder mails) is when the mail goes out, which decides what the booking page still allows.
 */
export function confirmationMail(
  brand: BrandInfo,
  b: BookingMailData,
  payment: { moneyTaken: boolean },
  sentAt: Date,
): RenderedMail {
  const testCheckout = b.amountPence > 0 && !payment.moneyTaken;
  const body = layout(brand, `Hello ${b.fullName},`, [
    {
      heading: 'Your adventure is booked',
      paragraphs: [
        'Thank you for booking. Here are the details of your treasure hunt.',
        ...(testCheckout
          ? [
              "This booking was confirmed on the site's built-in test checkout: no money was taken and no card was charged.",
            ]
          : []),
      ],
      rows: [
        ['Date', longDate(b.registrationDate)],
        ['Group size', `${b.teamMemberCount} players`],
        ...paymentRows(b.amountPence, testCheckout),
        ['Booking reference', b.bookingId.slice(0, 8).toUpperCase()],
      ],
    },
    {
      heading: 'What happens next',
      paragraphs: [
        'Your mission briefing, with a link and a 4-character access code, arrives by e-mail on the morning of your adventure, or straight away when you book on the day.',
        'Open the link on a phone, type START, and the first clue appears. Solve the clues around the city at your own pace.',
        'At the end, each player gets a free gift from our partner boutique and a celebratory drink at our partner bar.',
        'A calendar invitation for the day is attached.',
      ],
    },
    manageSection(brand, b, sentAt),
  ]);
  return { subject: `Your ${brand.brandName} booking is confirmed`, ...body };
}

export function briefingMail(
  brand: BrandInfo,
  b: BookingMailData & { link: string; accessCode: string },
): RenderedMail {
  // Not "Good morning": a booking made later on the day gets its briefing at once.
  const body = layout(brand, `Hello ${b.fullName},`, [
    {
      heading: 'Your mission briefing',
      paragraphs: [
        `Today is the day. Your team of ${b.teamMemberCount} is expected on the seafront for an adventure through the city's most scandalous history.`,
        `Open the link below on a phone (or go to ${brand.publicUrl}${PAGES.puzzleAccess} and type your code), type START, and the first clue appears. Type HINT if you are stuck and PAUSE to take a break.`,
      ],
      code: b.accessCode,
      button: { label: 'Start the adventure', url: b.link },
    },
  ]);
  return { subject: `Mission briefing: your ${brand.brandName} adventure starts today`, ...body };
}

export function dateChangeMail(
  brand: BrandInfo,
  b: BookingMailData & { previousDate: string },
  sentAt: Date,
): RenderedMail {
  const body = layout(brand, `Hello ${b.fullName},`, [
    {
      heading: 'Your adventure has a new date',
      paragraphs: [
        `Your booking has moved from ${longDate(b.previousDate)} to ${longDate(b.registrationDate)}.`,
        'Your mission briefing will arrive on the morning of the new date (straight away if that is today). An updated calendar invitation is attached.',
      ],
      rows: [
        ['New date', longDate(b.registrationDate)],
        ['Group size', `${b.teamMemberCount} players`],
      ],
    },
    manageSection(brand, b, sentAt),
  ]);
  return { subject: `New date for your ${brand.brandName} adventure`, ...body };
}

/** A few days before the adventure (REMINDER_DAYS): the date, where to meet, what to bring, the manage link. */
export function reminderMail(brand: BrandInfo, b: BookingMailData, sentAt: Date): RenderedMail {
  const body = layout(brand, `Hello ${b.fullName},`, [
    {
      heading: 'Your adventure is coming up',
      paragraphs: [
        `Your treasure hunt for ${b.teamMemberCount} players is on ${longDate(b.registrationDate)}.`,
        'Meet on the seafront: the first clue leads you from there. Start whenever suits your team that day.',
        'Bring a charged phone (one per team is enough, more is fun), comfortable shoes and clothes for the weather. Every player must be 18 or over.',
        'Your mission briefing with the link and the access code arrives by e-mail on the morning of the day.',
      ],
    },
    manageSection(brand, b, sentAt),
  ]);
  return { subject: `Reminder: your ${brand.brandName} adventure on ${longDate(b.registrationDate)}`, ...body };
}

/** What a cancellation says about the money: `refundPence` 0 is nothing; no card to refund after the test checkout. */
function refundParagraph(refundPence: number, moneyTaken: boolean): string {
  if (refundPence === 0) return 'No refund is due for this booking.';
  if (!moneyTaken) {
    return "This booking was paid on the site's built-in test checkout: no money was taken, so there is nothing to refund to a card.";
  }
  return `We are refunding ${formatPence(refundPence)} to the card you paid with. Banks usually take 5 to 10 days to show it.`;
}

/** The section of a mail about a booking that is no more: what happened, what is refunded, a last word. */
function moneyBackSection(
  heading: string,
  b: BookingMailData,
  [happened, lastWord]: [string, string],
  refundPence: number,
  payment: { moneyTaken: boolean },
): Section {
  return {
    heading,
    paragraphs: [happened, refundParagraph(refundPence, payment.moneyTaken), lastWord],
    rows: [['Booking reference', b.bookingId.slice(0, 8).toUpperCase()]],
  };
}

/** The booking is cancelled; says what is refunded (`payment.moneyTaken` as in the confirmation). */
export function cancellationMail(
  brand: BrandInfo,
  b: BookingMailData,
  refundPence: number,
  payment: { moneyTaken: boolean },
): RenderedMail {
  const happened = `Your treasure hunt on ${longDate(b.registrationDate)} for ${b.teamMemberCount} players is cancelled.`;
  const lastWord = 'The calendar entry is withdrawn with this e-mail. We hope to see you another time.';
  const body = layout(brand, `Hello ${b.fullName},`, [
    moneyBackSection('Your booking is cancelled', b, [happened, lastWord], refundPence, payment),
  ]);
  return { subject: `Your ${brand.brandName} booking is cancelled`, ...body };
}

/** A payment that arrived after its booking was cancelled or deleted, and is paid back in full. */
export function latePaymentRefundMail(
  brand: BrandInfo,
  b: BookingMailData,
  refundPence: number,
  payment: { moneyTaken: boolean },
): RenderedMail {
  const happened = `Your booking for the treasure hunt on ${longDate(b.registrationDate)} was cancelled before your payment went through, so there is no booking and no access code for it.`;
  const lastWord = `If this is a surprise, write to ${brand.contactEmail} and we will help you book again.`;
  const body = layout(brand, `Hello ${b.fullName},`, [
    moneyBackSection('Your payment is being returned', b, [happened, lastWord], refundPence, payment),
  ]);
  return { subject: `Your ${brand.brandName} payment is being returned`, ...body };
}

/** What a calendar invite says: the day, and whether it is still on. */
export interface InviteState {
  sequence: number;
  cancelled: boolean;
}

/**
 * The adventure day as an all-day calendar event (RFC 5545, written by ical-generator, which folds
 * long lines at 75 octets). One UID per booking, so a calendar updates its entry: a change sends
 * a higher SEQUENCE, a cancellation METHOD:CANCEL.
 */
export function adventureIcs(brand: BrandInfo, b: BookingMailData, stamp: Date, invite: InviteState): string {
  const [y, m, d] = b.registrationDate.split('-').map(Number) as [number, number, number];
  const calendar = ical({
    prodId: { company: brand.brandName, product: 'Booking', language: 'EN' },
    method: invite.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `${b.bookingId}@${new URL(brand.publicUrl).hostname}`,
    sequence: invite.sequence,
    stamp,
    start: new Date(Date.UTC(y, m - 1, d)),
    allDay: true,
    status: invite.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    summary: `${brand.brandName} treasure hunt`,
    description: `Treasure hunt for ${b.teamMemberCount} players. Your mission briefing, with the link and your access code, arrives by e-mail on the day.`,
  });
  return calendar.toString();
}
