import {
  type ChatMessage,
  CONFIG_KEYS,
  type ConfigKey,
  MESSAGES,
  PAGES,
  type TokenStatus,
  type ValidateCodeResponse,
} from '@seaside/contract';
import type { AppDeps } from '../../app-deps.js';
import { Batcher } from '../../core/batcher.js';
import { AppError } from '../../core/errors.js';
import { perApp } from '../../core/per-app.js';
import { venueDate } from '../../core/venue-time.js';
import { findLiveBookingByCode, type PlayerBookingRow } from '../bookings/bookings.repository.js';
import { TOKEN_STATUS_MESSAGES, tokenStatus } from './access-status.js';
import { activeQuestions, bookingByAccessToken } from './hunt.lookups.js';
import { presentMessage, toMessageRow } from './hunt.presenter.js';
import {
  appendMessages,
  listMessages,
  lockProgresses,
  markQuizzesCompleted,
  type NewHuntMessage,
  saveProgresses,
} from './hunt.repository.js';
import {
  type HuntConfigTexts,
  type HuntContent,
  type HuntProgress,
  type HuntQuestion,
  handleMessage,
  resumeConversation,
} from './hunt-engine.js';

/** Access-code guesses per client address: 10 per 10 minutes (65,536 codes cannot be walked). */
export const CODE_LIMIT = { limit: 10, windowSeconds: 600 } as const;
/** Chat messages per team: a burst of 5, then one every 3 seconds. */
export const SEND_LIMIT = { burst: 5, intervalSeconds: 3 } as const;

const codeKey = (address: string) => `access-code:${address}`;
const sendKey = (bookingId: string) => `hunt-send:${bookingId}`;

function rateLimited(retryAfter: number): AppError {
  return new AppError('RATE_LIMITED', MESSAGES.platform.tooManyRequests(retryAfter), { retryAfter });
}

/**
 * `POST /api/access/validate-code`: the live booking of *today at the venue* (the server's
 * clock; the client's `date` is never trusted) holding that code. Every attempt from an address
 * counts before the lookup, so a parallel burst cannot slip past the limit.
 */
export async function validateCode(deps: AppDeps, code: string, clientAddress: string): Promise<ValidateCodeResponse> {
  const now = deps.clock.now();
  const limit = await deps.rateLimiter.hit(codeKey(clientAddress), CODE_LIMIT.limit, CODE_LIMIT.windowSeconds, now);
  if (!limit.allowed) throw rateLimited(limit.retryAfter);

  const today = venueDate(now, deps.config.venueTimeZone);
  const booking = await findLiveBookingByCode(deps.database.db, today, code);
  if (!booking?.accessToken) return { success: false, message: MESSAGES.player.invalidCode };
  return { success: true, data: { redirectUrl: PAGES.puzzleToken(booking.accessToken) } };
}

export interface TokenCheck {
  status: TokenStatus;
  message: string;
  booking: PlayerBookingRow | undefined;
}

/** The status of an access token now (server-behaviour section 4). */
export async function checkToken(deps: AppDeps, token: string | undefined): Promise<TokenCheck> {
  const booking = token ? await bookingByAccessToken(deps, token) : undefined;
  const status = tokenStatus(booking, venueDate(deps.clock.now(), deps.config.venueTimeZone));
  return { status, message: TOKEN_STATUS_MESSAGES[status], booking };
}

/** The team's name and size (shown while the token is known and not revoked). */
export function teamOf(check: TokenCheck): { name: string; size: number } | null {
  if (!check.booking || check.status === 'revoked' || check.status === 'invalid') return null;
  return { name: check.booking.fullName, size: check.booking.teamMemberCount };
}

/** The booking of an active player token, or 403 with the reason (not started yet, over, cancelled, unknown). */
async function activeBooking(deps: AppDeps, token: string | undefined): Promise<PlayerBookingRow> {
  const check = await checkToken(deps, token);
  if (check.status !== 'active' || !check.booking) {
    const message = token ? check.message : MESSAGES.player.tokenValidationFailed;
    throw new AppError('FORBIDDEN', message);
  }
  return check.booking;
}

/** The active message configs (read before the transaction: the cache may query the database). */
async function activeConfigs(deps: AppDeps): Promise<HuntConfigTexts> {
  const configs: HuntConfigTexts = {};
  await Promise.all(
    CONFIG_KEYS.map(async (key: ConfigKey) => {
      const value = await deps.configCache.activeValue(key);
      if (value !== undefined) configs[key] = value;
    }),
  );
  return configs;
}

function huntContent(booking: PlayerBookingRow, questions: HuntQuestion[], configs: HuntConfigTexts): HuntContent {
  return { questions, configs, team: { name: booking.fullName, size: booking.teamMemberCount } };
}

/**
 * `POST /api/puzzle/start`: the stored conversation (`history`) and the greeting for the
 * team's state (`messages`: intro + START instruction, welcome back + current clue, or the
 * final message and vouchers again). The greeting is not stored, so reloading does not
 * repeat it in the transcript; a paused team is resumed.
 */
export async function startHunt(
  deps: AppDeps,
  token: string | undefined,
): Promise<{ messages: ChatMessage[]; history: ChatMessage[] }> {
  const booking = await activeBooking(deps, token);
  const [configs, questions] = await Promise.all([activeConfigs(deps), activeQuestions(deps)]);
  return deps.database.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const progress = (await lockProgresses(tx, [booking.id], now)).get(booking.id) as HuntProgress;
    const content = huntContent(booking, questions, configs);
    const result = resumeConversation(progress, content, now);
    if (result.progress !== progress) await saveProgresses(tx, new Map([[booking.id, result.progress]]), now);
    if (result.completedNow) await markQuizzesCompleted(tx, [booking.id], now);
    const history = (await listMessages(tx, booking.id)).map(presentMessage);
    return { messages: result.replies, history };
  });
}

interface TeamMessage {
  booking: PlayerBookingRow;
  message: string;
}

/**
 * The messages of the teams sending at the same moment, handled in one transaction (group
 * commit, core/batcher.ts): their progress rows are locked together, each message goes through
 * the engine in the order it came (a team's second message sees its first), and the progress,
 * the transcripts and the completions are written with one statement each. A request is
 * answered once the transaction has committed.
 */
async function handleTeamMessages(deps: AppDeps, items: TeamMessage[]): Promise<ChatMessage[][]> {
  const [configs, questions] = await Promise.all([activeConfigs(deps), activeQuestions(deps)]);
  return deps.database.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const progresses = await lockProgresses(tx, [...new Set(items.map((i) => i.booking.id))], now);
    const transcript: NewHuntMessage[] = [];
    const completed: string[] = [];
    const replies = items.map(({ booking, message }) => {
      const progress = progresses.get(booking.id) as HuntProgress;
      const result = handleMessage(progress, huntContent(booking, questions, configs), message, now);
      progresses.set(booking.id, result.progress);
      if (result.completedNow) completed.push(booking.id);
      const user: ChatMessage = { role: 'user', content: message, messageType: 'text' };
      for (const m of [user, ...result.replies]) transcript.push(toMessageRow(booking.id, m, now));
      return result.replies;
    });
    await saveProgresses(tx, progresses, now);
    await markQuizzesCompleted(tx, completed, now);
    await appendMessages(tx, transcript);
    return replies;
  });
}

/** At most this many chat transactions at once; the messages that arrive meanwhile go in the next one. */
const CHAT_TRANSACTIONS_IN_FLIGHT = 4;
const chatWriter = perApp(
  (deps) =>
    new Batcher((items: TeamMessage[]) => handleTeamMessages(deps, items), {
      maxBatch: 100,
      maxInFlight: CHAT_TRANSACTIONS_IN_FLIGHT,
      isolateFailures: true,
    }),
);

/**
 * `POST /api/puzzle/send`: one message of the team. Rate limited per team (a burst of 5, then
 * one every 3 s: 429 with a polite message, nothing stored). The message and the replies are
 * stored in the same transaction as the progress, with the team's progress row locked, so two
 * phones sending at once never advance twice.
 */
export async function sendMessage(deps: AppDeps, token: string | undefined, message: string): Promise<ChatMessage[]> {
  const booking = await activeBooking(deps, token);
  const limit = await deps.rateLimiter.take(
    sendKey(booking.id),
    SEND_LIMIT.burst,
    SEND_LIMIT.intervalSeconds,
    deps.clock.now(),
  );
  if (!limit.allowed) throw rateLimited(limit.retryAfter);
  return chatWriter(deps).submit({ booking, message });
}
