/** Business constants of product-spec section 9. One place for each rule. */
/** The price per player when PRICE_PER_PLAYER (pence) is not set; the pages show the configured one. */
export const DEFAULT_PRICE_PER_PLAYER_PENCE = 1000;
export const DEFAULT_PARTICIPANTS = 2;
export const MIN_PARTICIPANTS_BOOKING = 2;
/** Upper bound for online checkout (server-behaviour section 3). */
export const MAX_PARTICIPANTS_BOOKING = 100;
export const MIN_PARTICIPANTS_ADMIN = 1;
export const PARTICIPANTS_INPUT_MAX_LENGTH = 10;
export const MINIMUM_AGE = 18;
export const FULL_NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const DATE_FORMAT_PICKER = 'DD/MM/YYYY';
export const DATE_FORMAT_TABLE = 'DD MMM YYYY';
export const DATE_FORMAT_WIRE = 'YYYY-MM-DD';
/** A wire date (YYYY-MM-DD) as the site writes it in texts (DD/MM/YYYY). */
export const displayDate = (wireDate: string): string => wireDate.split('-').reverse().join('/');
// Built once, on first use: making an Intl.DateTimeFormat costs far more than formatting with it.
let longDateFormat: Intl.DateTimeFormat | undefined;
/** "Wednesday 1 July 2026" for a wire date (a calendar date: no zone shift). */
export function longDate(wireDate: string): string {
  longDateFormat ??= new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return longDateFormat.format(new Date(`${wireDate}T00:00:00Z`));
}
/**
 * "Sunday 28 June 2026 at 00:00 BST": an instant (a Date or an ISO timestamp) written in the
 * venue's time, as the booking page and the mails state the customer's deadlines.
 */
export function formatDeadline(instant: Date | string, timeZone: string): string {
  const at = new Date(instant);
  const day = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(at);
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
    timeZone,
  }).format(at);
  return `${day} at ${time}`;
}
export const DATE_PICKER_MIN = '1900-01-01';
export const DATE_PICKER_MAX = '2099-12-31';

/** Capacity per date in players (booking-lifecycle.md section 2). */
export const DEFAULT_CAPACITY_MIN = 2;
export const CAPACITY_MAX = 10_000;
export const DATE_CAPACITY_MIN = 0;
/** A date with fewer places left than this is full for the booking calendar. */
export const FULL_DATE_BELOW = 2;
/** How far ahead (days from today) the public list reports full dates. */
export const FULL_DATES_HORIZON_DAYS = 400;
/** The longest range GET /api/date/availability answers, in days. */
export const AVAILABILITY_MAX_DAYS = 62;
/** The booking form says "Only N places left" at or below this many. */
export const FEW_PLACES_LEFT = 10;
/**
 * The spec's default change and refund cut-offs in hours before the adventure date (section 1):
 * the server's CHANGE_CUTOFF_HOURS and REFUND_CUTOFF_HOURS defaults, and the web app's fallbacks.
 */
export const DEFAULT_CHANGE_CUTOFF_HOURS = 48;
export const DEFAULT_REFUND_CUTOFF_HOURS = 48;

export const BOOKING_LIST_PAGE_SIZE = 5;
export const LOCKED_DATES_PAGE_SIZE = 5;
export const MOBILE_MIN_DIGITS = 7;
export const MOBILE_MAX_DIGITS = 15;

export const BOOKING_SOURCES = ['DIRECT', 'PARTNER'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];
export const DEFAULT_BOOKING_SOURCE: BookingSource = 'DIRECT';

export const QUIZ_STATUSES = ['pending', 'completed'] as const;

export const COPY_CONFIRMATION_MS = 1200;
export const API_TIMEOUT_MS = 50_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const TOAST_AUTO_HIDE_MS = 3000;

export const ACCESS_CODE_LENGTH = 4;
export const ACCESS_CODE_ALPHABET = '0123456789ABCDEF';

export const DEFAULT_QUESTION_SEQUENCE = 7;
export const MIN_QUESTION_SEQUENCE = 1;
export const MAX_ANSWERS_PER_CLUE = 50;
export const ANSWER_CHIPS_SHOWN = 3;
export const CLUE_COLUMN_MAX_WIDTH_PX = 200;
export const CONFIG_PREVIEW_LENGTH = 100;
export const CONFIG_IMAGE_PREVIEW_LENGTH = 50;

export const CHAT_INPUT_MAX_ROWS = 4;
export const CHAT_MESSAGE_MAX_LENGTH = 500;
export const TYPEWRITER_MS_PER_CHAR = 20;
export const VOUCHER_DELAY_MS = 60;
export const MESSAGE_GAP_MS = 40;
export const SCROLL_FOLLOW_THRESHOLD_PX = 50;
export const SCROLL_PAUSE_MS = 600;
export const VOUCHER_DOWNLOAD_FILENAME = 'bar-voucher.png';

/** Payment result polling (server-behaviour section 3). */
export const VERIFY_POLL_INTERVAL_MS = 2000;
export const VERIFY_POLL_MAX_MS = 60_000;

/** Message configuration keys (spec section 3; server-behaviour section 8). */
export const CONFIG_KEYS = [
  'shopName',
  'pubName',
  'introMsg',
  'pauseMsg',
  'finalMsg',
  'welcomeBackMsg',
  'giftVocher',
  'barVocher',
  'finishSummaryMsg',
  'leaderboardInviteMsg',
  'leaderboardJoinedMsg',
] as const;
export type ConfigKey = (typeof CONFIG_KEYS)[number];
/** Lowercase spellings the spec's display logic also tests; accepted as aliases. */
export const CONFIG_KEY_ALIASES: Readonly<Record<string, ConfigKey>> = {
  giftvocher: 'giftVocher',
  barvochers: 'barVocher',
};
export const IMAGE_CONFIG_KEYS: readonly string[] = ['giftVocher', 'barVocher', 'giftvocher', 'barvochers'];
export const CONFIG_IMAGE_MAX_BYTES = 512 * 1024;

/** Canonical config key for any accepted spelling, or undefined when unknown. */
export function canonicalConfigKey(key: string): ConfigKey | undefined {
  if ((CONFIG_KEYS as readonly string[]).includes(key)) return key as ConfigKey;
  // An own property only: `__proto__` or `constructor` in a URL is not an alias.
  return Object.hasOwn(CONFIG_KEY_ALIASES, key) ? CONFIG_KEY_ALIASES[key] : undefined;
}

export function isImageConfigKey(key: string): boolean {
  return IMAGE_CONFIG_KEYS.includes(key);
}

/** The leaderboard (scores.md): names of 2 to 24 characters, the top 20 of a period. */
export const LEADERBOARD_NAME_MIN_LENGTH = 2;
export const LEADERBOARD_NAME_MAX_LENGTH = 24;
export const LEADERBOARD_SIZE = 20;
export const LEADERBOARD_PERIODS = ['month', 'all'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
/** Seconds added to a team's time per hint used, unless HINT_PENALTY_SECONDS says otherwise. */
export const DEFAULT_HINT_PENALTY_SECONDS = 300;

/** The dashboard (operations.md section 2): the longest period asked at once, the days of the places chart. */
export const DASHBOARD_MAX_DAYS = 731;
export const DASHBOARD_FORECAST_DAYS = 30;

/** The Today board (operations.md section 3). */
export const LIVE_TEAM_STATES = ['not_started', 'playing', 'paused', 'completed'] as const;
export type LiveTeamState = (typeof LIVE_TEAM_STATES)[number];
/** How often the open board asks again: with the answer's own time, never more than the spec's 10 s behind. */
export const LIVE_REFRESH_MS = 8_000;
/** Clue insights (operations.md section 4). */
export const CLUE_STATS_DEFAULT_DAYS = 90;
export const CLUE_STATS_TOP_WRONG_ANSWERS = 5;
/**
 * The audit log's kinds (operations.md section 6) as stored `entityType`s: bookings, dates,
 * clues, messages, capacity, sign-ins.
 */
export const AUDIT_ENTITY_TYPES = ['booking', 'locked_date', 'question', 'config', 'capacity', 'admin'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];
export const AUDIT_PAGE_SIZE = 20;
