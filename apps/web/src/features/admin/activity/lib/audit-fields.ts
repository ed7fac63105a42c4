import { DATE_FORMAT_TABLE, formatDuration, formatPence } from '@seaside/contract';
import dayjs from 'dayjs';

/**
 * What the Activity page calls each field the server records in the audit log (the snapshots of
 * bookings, leaderboard entries, clues, messages, dates, capacities and sign-ins).
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  // Bookings
  fullName: 'Full name',
  email: 'Email',
  registrationDate: 'Adventure date',
  teamMemberCount: 'Team members',
  bookingSource: 'Booking source',
  isPaymentSuccessful: 'Paid',
  accessCode: 'Access code',
  deletedAt: 'Deleted',
  status: 'Booking status',
  refundStatus: 'Refund status',
  refundedAmountPence: 'Refund amount',
  refundFailureReason: 'Refund failure reason',
  // Leaderboard entries
  teamName: 'Team name',
  boardMonth: 'Leaderboard month',
  scoreSeconds: 'Score',
  hiddenAt: 'Hidden from the leaderboard',
  // Clues
  clue: 'Clue',
  hint: 'Hint',
  trivia: 'Trivia',
  answer: 'Answers',
  sequence: 'Position',
  isActive: 'Active',
  isStart: 'Starting clue',
  order: 'Clue order',
  type: 'Type',
  // Messages
  key: 'Message',
  description: 'Description',
  // Dates and capacity
  date: 'Date',
  locked: 'Locked',
  lockedBy: 'Locked by',
  lockedAt: 'Locked at',
  capacity: 'Places',
  defaultCapacity: 'Default places per date',
  // Sign-ins
  sessionFamily: 'Session',
  // A record that is not a set of fields (a clue order, say)
  value: 'Value',
};

/** "refundRetryCount" → "Refund retry count", "board_month" → "Board month": for a field without a label. */
export function wordsOf(field: string): string {
  const words = field
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const fieldLabel = (field: string): string =>
  Object.hasOwn(FIELD_LABELS, field) ? (FIELD_LABELS[field] as string) : wordsOf(field);

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Fields whose values are codes, shown as a word ("cancelled" → "Cancelled", "DIRECT" → "Direct"). */
const CODE_FIELDS = new Set(['status', 'refundStatus', 'bookingSource', 'type']);

/** A clue of a stored order as people know it: its text, cut to its first 40 characters. */
function clueText(entry: unknown): string {
  const clue = entry && typeof entry === 'object' ? (entry as Record<string, unknown>).clue : undefined;
  const text = typeof clue === 'string' ? clue.replace(/\s+/g, ' ').trim() : '?';
  return text.length > 40 ? `${text.slice(0, 39).trimEnd()}…` : text;
}

const idOf = (entry: unknown) =>
  entry && typeof entry === 'object' ? (entry as Record<string, unknown>).id : undefined;

/**
 * A reorder as staff follow it: the clues that moved, at their new place, with where they were
 * ("2. Head to New Road… (was 3)"); the others kept their place.
 */
export function clueOrderChange(before: unknown[], after: unknown[]): string {
  const moved = after.flatMap((entry, index) => {
    const was = before.findIndex((old) => idOf(old) === idOf(entry));
    return was === index ? [] : [`${index + 1}. ${clueText(entry)} (${was < 0 ? 'new' : `was ${was + 1}`})`];
  });
  return moved.length > 0 ? moved.join(' · ') : 'No clue moved';
}

/**
 * A field's value as people read it: amounts in pence as pounds, dates as "10 Jan 2027", times
 * with the hour, yes/no, durations, codes as words. Undefined when the field has no special
 * reading (the caller shows the value as it is).
 */
export function readableValue(field: string, value: unknown): string | undefined {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (field.endsWith('Pence')) return formatPence(value);
    if (field === 'scoreSeconds') return formatDuration(value);
    return undefined;
  }
  if (typeof value !== 'string' || value === '') return undefined;
  if (CALENDAR_DATE.test(value)) return dayjs(value).format(DATE_FORMAT_TABLE);
  if (INSTANT.test(value) && dayjs(value).isValid()) return dayjs(value).format(`${DATE_FORMAT_TABLE}, HH:mm`);
  if (field === 'boardMonth' && /^\d{4}-\d{2}$/.test(value)) return dayjs(`${value}-01`).format('MMMM YYYY');
  if (CODE_FIELDS.has(field) && /^[A-Za-z_]+$/.test(value)) return wordsOf(value.toLowerCase());
  return undefined;
}

/**
 * Who or what a record is about, in words, from its snapshots: a booking's customer and date, a
 * leaderboard entry's team name. Undefined for the rest (their changes name them).
 */
export function entrySubject(before: unknown, after: unknown): string | undefined {
  const text = (snapshot: unknown, field: string): string | undefined => {
    const value = snapshot && typeof snapshot === 'object' ? (snapshot as Record<string, unknown>)[field] : undefined;
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const pick = (field: string) => text(after, field) ?? text(before, field);
  const name = pick('fullName');
  const date = pick('registrationDate');
  if (name) return date ? `${name}, ${dayjs(date).format(DATE_FORMAT_TABLE)}` : name;
  const team = pick('teamName');
  return team ? `Team ${team}` : undefined;
}
