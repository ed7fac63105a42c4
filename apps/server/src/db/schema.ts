import type { ChatMessage } from '@seaside/contract';
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** The unique index a concurrent draw of the same access code trips (the transaction is retried). */
export const BOOKING_CODE_CONSTRAINT = 'bookings_date_code_live_key';

/** A booking (spec: "user record"). Never hard-deleted: `deletedAt` hides it and revokes its token. */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    teamMemberCount: integer('team_member_count').notNull(),
    registrationDate: date('registration_date', { mode: 'string' }).notNull(),
    bookingSource: text('booking_source', { enum: ['DIRECT', 'PARTNER'] })
      .notNull()
      .default('DIRECT'),
    /** Price charged in pence; 0 for participants added by staff. */
    amountPence: integer('amount_pence').notNull().default(0),
    isPaymentSuccessful: boolean('is_payment_successful').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    quizStatus: text('quiz_status', { enum: ['pending', 'completed'] })
      .notNull()
      .default('pending'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    accessToken: text('access_token'),
    accessCode: text('access_code'),
    /**
     * The customer's own booking page (`/booking/manage/<token>`); distinct from the access token.
     * 244 random bits from the database's own generator, so every way a booking is written gets one.
     */
    manageToken: text('manage_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    /** When the customer confirmed every player is 18 or over (null for staff-added and older bookings). */
    adultsConfirmedAt: timestamp('adults_confirmed_at', { withTimezone: true }),
    /** A cancelled booking stays listed but takes no places and opens no hunt. */
    status: text('status', { enum: ['active', 'cancelled'] })
      .notNull()
      .default('active'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundStatus: text('refund_status', { enum: ['none', 'pending', 'refunded', 'failed'] })
      .notNull()
      .default('none'),
    refundedAmountPence: integer('refunded_amount_pence').notNull().default(0),
    /** The provider's reason when a refund finally failed (shown to staff). */
    refundFailureReason: text('refund_failure_reason'),
    /** The calendar invite's SEQUENCE (RFC 5545): 0 when confirmed, +1 on every date change and on cancellation. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bookings_access_token_key').on(t.accessToken),
    uniqueIndex('bookings_manage_token_key').on(t.manageToken),
    // A code is unique among the live bookings of one date (server-behaviour section 4).
    uniqueIndex(BOOKING_CODE_CONSTRAINT)
      .on(t.registrationDate, t.accessCode)
      .where(sql`${t.deletedAt} is null and ${t.accessCode} is not null`),
    // Admin list: newest adventure date first, keyset-friendly.
    index('bookings_list_idx')
      .on(t.registrationDate.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('bookings_quiz_list_idx')
      .on(t.quizStatus, t.registrationDate.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('bookings_duplicate_idx')
      .on(sql`lower(${t.email})`, t.registrationDate)
      .where(sql`${t.deletedAt} is null and ${t.isPaymentSuccessful}`),
    // Places taken by paid bookings per date (the dashboard's next 30 days, checkout's check):
    // an index-only range read of the dates' players.
    index('bookings_places_idx')
      .on(t.registrationDate, t.teamMemberCount)
      .where(sql`${t.deletedAt} is null and ${t.status} = 'active' and ${t.isPaymentSuccessful}`),
  ],
);

/**
 * Live (not deleted) bookings per adventure date and quiz status, kept exact by a trigger on
 * `bookings` (migration 0001). The admin list reads its total and the start of a page from these
 * few hundred rows instead of counting or skipping through the bookings (docs/performance.md).
 */
export const bookingDayCounts = pgTable(
  'booking_day_counts',
  {
    registrationDate: date('registration_date', { mode: 'string' }).notNull(),
    quizStatus: text('quiz_status', { enum: ['pending', 'completed'] }).notNull(),
    live: integer('live').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.registrationDate, t.quizStatus] })],
);

/** One checkout session at the payment provider per booking. */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    providerSessionId: text('provider_session_id').notNull(),
    status: text('status', { enum: ['open', 'paid', 'expired', 'cancelled', 'failed'] })
      .notNull()
      .default('open'),
    amountPence: integer('amount_pence').notNull(),
    currency: text('currency').notNull().default('GBP'),
    checkoutUrl: text('checkout_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * When the provider reported the checkout completed with the payment still under way (a bank
     * debit): the session then holds its places past expires_at until the payment succeeds or fails.
     */
    paymentProcessingAt: timestamp('payment_processing_at', { withTimezone: true }),
    /**
     * When this server last asked Stripe about a session that expired without Stripe reporting how
     * it ended (payments.service.ts `settleUnreportedCheckouts`); other processes pass it over until
     * it is due again.
     */
    providerCheckedAt: timestamp('provider_checked_at', { withTimezone: true }),
    /**
     * The client the checkout came from (`clientKey`: its IPv4 address or IPv6 /64): open checkouts
     * are capped per client. It
     * is personal data, forgotten a week after the checkout expired (PaymentsService.forgetClientAddresses).
     */
    clientAddress: text('client_address'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payment_sessions_provider_session_key').on(t.provider, t.providerSessionId),
    uniqueIndex('payment_sessions_booking_key').on(t.bookingId),
    // The checkouts still holding places (few at any time).
    index('payment_sessions_open_idx').on(t.expiresAt).where(sql`${t.status} = 'open'`),
    // The open checkouts of one client address (the cap per address).
    index('payment_sessions_open_address_idx').on(t.clientAddress, t.expiresAt).where(sql`${t.status} = 'open'`),
    // The client addresses still kept (the retention loop forgets them).
    index('payment_sessions_address_kept_idx').on(t.expiresAt).where(sql`${t.clientAddress} is not null`),
    // The open checkouts whose payment is processing (they hold their places past expires_at).
    index('payment_sessions_processing_idx')
      .on(t.bookingId)
      .where(sql`${t.status} = 'open' and ${t.paymentProcessingAt} is not null`),
  ],
);

/** How long past its expiry an open Stripe session still holds: Stripe retries a webhook for three days. */
const STRIPE_CLOSE_GRACE_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * An open payment session that holds its booking's places at `now` (booking-lifecycle.md section
 * 2): unexpired, or its payment processing at the provider (however late it completes), or a
 * Stripe session not yet reported: one paid a second before its expiry may be reported later, so
 * it holds until Stripe says how it ended, or three days at most. Places and the per-address
 * checkout cap both count by it.
 */
export function sessionHoldsPlaces(now: Date): SQL {
  const p = paymentSessions;
  const stripeExpiredSince = new Date(now.getTime() - STRIPE_CLOSE_GRACE_MS);
  return sql`${p.status} = 'open' and (${p.expiresAt} > ${now} or ${p.paymentProcessingAt} is not null
    or (${p.provider} = 'stripe' and ${p.expiresAt} > ${stripeExpiredSince}))`;
}

/**
 * The refund of a cancelled booking as a durable job (booking-lifecycle.md section 5): written in the
 * cancellation's transaction, executed by the refund worker with retries and backoff. One row per
 * booking (the primary key), so a booking is never refunded twice; `round` goes up when staff retry
 * a failed refund and is part of the provider's idempotency key.
 */
export const refundJobs = pgTable(
  'refund_jobs',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id),
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    providerSessionId: text('provider_session_id').notNull(),
    amountPence: integer('amount_pence').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    round: integer('round').notNull().default(1),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    providerRefundId: text('provider_refund_id'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('refund_jobs_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    // Stripe's refund.failed / charge.refund.updated name the refund, not the booking.
    index('refund_jobs_provider_refund_idx').on(t.providerRefundId),
  ],
);

export const lockedDates = pgTable('locked_dates', {
  date: date('date', { mode: 'string' }).primaryKey(),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A date's own capacity in players, instead of the stored default (app setting `defaultCapacity`,
 * seeded from DAILY_CAPACITY). booking-lifecycle.md section 2.
 */
export const dateCapacities = pgTable('date_capacities', {
  date: date('date', { mode: 'string' }).primaryKey(),
  capacity: integer('capacity').notNull(),
  ...timestamps,
});

export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clue: text('clue').notNull(),
    hint: text('hint'),
    trivia: text('trivia').notNull(),
    answers: jsonb('answers').$type<string[]>().notNull(),
    sequence: integer('sequence').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isStart: boolean('is_start').notNull().default(false),
    type: text('type').notNull().default('text'),
    ...timestamps,
  },
  (t) => [index('questions_order_idx').on(t.sequence, t.createdAt)],
);

export const messageConfigs = pgTable('message_configs', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  value: text('value').notNull(),
  description: text('description').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  updatedBy: text('updated_by'),
  ...timestamps,
});

/**
 * The version of the hunt's content (active clues and message texts): one row, moved by the
 * triggers of migration 0016 in every transaction that changes `questions` or `message_configs`,
 * whoever makes the change. A chat step compares it with the content its process keeps
 * (modules/hunt/hunt-content.ts).
 */
export const huntContentVersion = pgTable(
  'hunt_content_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: integer('version').notNull().default(0),
  },
  (t) => [check('hunt_content_version_one_row', sql`${t.id} = 1`)],
);

export const admins = pgTable('admins', {
  id: uuid('id').primaryKey().defaultRandom(),
  mobileNumber: text('mobile_number').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  ...timestamps,
});

/** Rotating refresh tokens; a family shares one login. Only hashes are stored. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id'),
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    // The activity list: newest first, of one kind or of all (id order is the order written).
    index('audit_log_type_list_idx').on(t.entityType, t.id.desc()),
  ],
);

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** Durable outbox: written in the transaction that causes the mail; a worker delivers it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The cause of the mail, e.g. `confirmation:<bookingId>`; one mail per cause. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    messageId: text('message_id').notNull(),
    kind: text('kind').notNull(),
    bookingId: uuid('booking_id'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status', { enum: ['pending', 'sent', 'cancelled', 'failed'] })
      .notNull()
      .default('pending'),
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('mail_outbox_booking_idx').on(t.bookingId),
  ],
);

export const huntProgress = pgTable('hunt_progress', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id),
  state: text('state', { enum: ['intro', 'playing', 'paused', 'completed'] })
    .notNull()
    .default('intro'),
  currentQuestionId: uuid('current_question_id'),
  solvedQuestionIds: jsonb('solved_question_ids').$type<string[]>().notNull().default([]),
  wrongGuesses: integer('wrong_guesses').notNull().default(0),
  hintsUsed: integer('hints_used').notNull().default(0),
  startedAt: timestamp('started_at', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  /** Counts the stored changes of the team's chat (an unchanged version means nothing was stored). */
  version: integer('version').notNull().default(0),
  /**
   * The team's message limit (a burst, then one every few seconds) as a GCRA "theoretical
   * arrival time": kept with the progress, so a message is counted in the same write that stores it.
   */
  sendAllowanceAt: timestamp('send_allowance_at', { withTimezone: true }),
  /** Where the finished team is with the leaderboard invitation (null: never invited). */
  leaderboardReply: text('leaderboard_reply', { enum: ['invited', 'joined', 'declined'] }),
  ...timestamps,
});

/**
 * The score of a team that finished its hunt, stored when it finishes (scores.md section 1), and
 * its leaderboard entry once it chose a name. A team is ranked once (one row per booking); an
 * entry staff hid stays hidden.
 */
export const teamScores = pgTable(
  'team_scores',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id),
    teamSize: integer('team_size').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    hintsUsed: integer('hints_used').notNull(),
    wrongGuesses: integer('wrong_guesses').notNull(),
    scoreSeconds: integer('score_seconds').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    /** The venue date of the finish: the team's adventure date (only those finishes are ranked). */
    finishedOn: date('finished_on', { mode: 'string' }).notNull(),
    /** The name the team chose for the leaderboard; null while it has not joined. */
    teamName: text('team_name'),
    /** The venue month (YYYY-MM) of finishedOn, where the name must be unique. */
    boardMonth: text('board_month'),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // One visible name per month whatever its case; a hidden entry frees its name (docs/decisions.md).
    uniqueIndex('team_scores_month_name_key')
      .on(t.boardMonth, sql`lower(${t.teamName})`)
      .where(sql`${t.teamName} is not null and ${t.hiddenAt} is null`),
    // The board of a month and of all time, best score first, then the earliest finish.
    index('team_scores_board_idx')
      .on(t.boardMonth, t.scoreSeconds, t.finishedAt)
      .where(sql`${t.teamName} is not null and ${t.hiddenAt} is null`),
    index('team_scores_all_time_idx')
      .on(t.scoreSeconds, t.finishedAt)
      .where(sql`${t.teamName} is not null and ${t.hiddenAt} is null`),
  ],
);

/**
 * The whole conversation of a team, so every phone of the team sees the same history: one row
 * per stored chat step (the team's message and the replies, in order), keyed by team, then in
 * order. One row per step rather than per message: a step is written at once and only read whole.
 */
export const huntTurns = pgTable(
  'hunt_turns',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    messages: jsonb('messages').$type<ChatMessage[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'hunt_turns_pkey', columns: [t.bookingId, t.id] })],
);

/**
 * The dashboard's figures per quarter hour (UTC), kept exact by triggers on `bookings` and
 * `hunt_progress` (migration 0010): a period of any length is a sum over at most 96 rows a day
 * instead of a read of its bookings (docs/performance.md). Every time zone's midnight falls on a
 * quarter hour, so venue days and weeks are sums of whole buckets.
 */
export const bookingFigures = pgTable('booking_figures', {
  bucket: timestamp('bucket', { withTimezone: true }).primaryKey(),
  /** Live bookings paid in the bucket and not cancelled since, and their players. */
  bookings: integer('bookings').notNull().default(0),
  players: integer('players').notNull().default(0),
  /** Everything paid in the bucket (refunds are counted when they happen). */
  grossPence: bigint('gross_pence', { mode: 'number' }).notNull().default(0),
  /** Bookings cancelled in the bucket, and refunds made in it (at the cancellation, or the payment without one). */
  cancellations: integer('cancellations').notNull().default(0),
  refundsPence: bigint('refunds_pence', { mode: 'number' }).notNull().default(0),
  /** Hunts finished in the bucket and their seconds from START to the last answer. */
  finished: integer('finished').notNull().default(0),
  finishSeconds: bigint('finish_seconds', { mode: 'number' }).notNull().default(0),
});

/** Shared rate-limit counters (fixed windows and GCRA), so every instance sees the same limits. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull().default(0),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  // The sweep finds the counters whose window has passed without reading them all.
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);

/** Small key/value facts about this installation (e.g. that the demo hunt was seeded once). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What happened on each clue as it happened (operations.md section 4): the team reached the
 * clue, solved it, got a hint, guessed wrong (with the guess as the matcher normalises it), or
 * paused and resumed. Written by the chat step that caused it, in its transaction; the clue
 * statistics and the live board's "Stuck" read these. No foreign key to the clue: a deleted
 * clue keeps its history.
 */
export const huntEvents = pgTable(
  'hunt_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    kind: text('kind', { enum: ['reach', 'solve', 'hint', 'wrong', 'pause', 'resume'] }).notNull(),
    questionId: uuid('question_id').notNull(),
    /** The normalised wrong guess (kind `wrong` only). */
    answer: text('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Clue statistics: the clues reached in a period.
    index('hunt_events_kind_time_idx').on(t.kind, t.createdAt),
    index('hunt_events_booking_idx').on(t.bookingId, t.kind, t.createdAt),
  ],
);
