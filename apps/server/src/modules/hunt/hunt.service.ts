import { type ChatMessage, MESSAGES, PAGES, type TokenStatus, type ValidateCodeResponse } from '@seaside/contract';
import type { AppDeps } from '../../app-deps.js';
import { Batcher } from '../../core/batcher.js';
import { AppError } from '../../core/errors.js';
import { oncePer } from '../../core/once-per.js';
import { mapPacked } from '../../core/packed-map.js';
import { venueDate } from '../../core/venue-time.js';
import { findLiveBookingByCode, type PlayerBookingRow } from '../bookings/bookings.repository.js';
import { TOKEN_STATUS_MESSAGES, tokenStatus } from './access-status.js';
import {
  activeQuestions,
  bookingByAccessToken,
  forgetChat,
  readChats,
  rememberChats,
  teamByAccessToken,
} from './hunt.lookups.js';
import { presentMessage } from './hunt.presenter.js';
import {
  type ChatTurnWrite,
  listMessages,
  type PlayerTeam,
  saveChatTurns,
  type VersionedProgress,
} from './hunt.repository.js';
import {
  type EngineResult,
  type HuntConfigTexts,
  type HuntContent,
  type HuntQuestion,
  handleMessage,
  resumeConversation,
} from './hunt-engine.js';
import { takeSendAllowance } from './send-limit.js';

/** Access-code guesses per client address: 10 per 10 minutes (65,536 codes cannot be walked). */
export const CODE_LIMIT = { limit: 10, windowSeconds: 600 } as const;

const codeKey = (address: string) => `access-code:${address}`;

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

function statusOf(deps: AppDeps, booking: PlayerBookingRow | undefined): TokenStatus {
  return tokenStatus(booking, venueDate(deps.clock.now(), deps.config.venueTimeZone));
}

/** The status of an access token now (server-behaviour section 4). */
export async function checkToken(deps: AppDeps, token: string | undefined): Promise<TokenCheck> {
  const booking = token ? await bookingByAccessToken(deps, token) : undefined;
  const status = statusOf(deps, booking);
  return { status, message: TOKEN_STATUS_MESSAGES[status], booking };
}

/** The team's name and size (shown while the token is known and not revoked). */
export function teamOf(check: TokenCheck): { name: string; size: number } | null {
  if (!check.booking || check.status === 'revoked' || check.status === 'invalid') return null;
  return { name: check.booking.fullName, size: check.booking.teamMemberCount };
}

/** The team of an active player token, with its chat, or 403 with the reason (not started yet, over, cancelled, unknown). */
async function activeTeam(deps: AppDeps, token: string | undefined): Promise<PlayerTeam> {
  const team = token ? await teamByAccessToken(deps, token) : undefined;
  const status = statusOf(deps, team?.booking);
  if (status !== 'active' || !team) {
    throw new AppError('FORBIDDEN', token ? TOKEN_STATUS_MESSAGES[status] : MESSAGES.player.tokenValidationFailed);
  }
  return team;
}

function huntContent(booking: PlayerBookingRow, questions: HuntQuestion[], configs: HuntConfigTexts): HuntContent {
  return { questions, configs, team: { name: booking.fullName, size: booking.teamMemberCount } };
}

/** One step of a team's chat: the greeting of `start` (not stored) or a message of the team (stored with the replies). */
interface ChatTurn {
  booking: PlayerBookingRow;
  content: HuntContent;
  /** The team's message; undefined for the greeting of `start`. */
  message?: string;
  /** The team's chat as the request read it. */
  read: VersionedProgress;
}

/** A step's outcome: the engine's answer, or the seconds to wait when the team is over its message limit. */
type TurnOutcome = { result: EngineResult } | { retryAfter: number };

/** Tries to store a batch's changes this often when other phones of the same teams keep changing them first. */
const CHAT_WRITE_ATTEMPTS = 5;

/**
 * The chat steps of the teams playing at the same moment, stored with one statement (group
 * commit, core/batcher.ts). Each step goes through the message limit and the engine in the
 * order it came (a team's second message sees its first); a team's change is stored only if its
 * chat is still the one it was computed from, else that team's steps are computed again on a
 * fresh read. So two phones sending at once never advance twice or slip past the limit, and
 * nobody waits on a lock.
 */
async function applyChatTurns(deps: AppDeps, turns: ChatTurn[]): Promise<TurnOutcome[]> {
  const outcomes: TurnOutcome[] = [];
  let pending = mapPacked(turns, (_, i) => i);
  let fresh = new Map<string, VersionedProgress>();
  for (let attempt = 1; ; attempt++) {
    const now = deps.clock.now();
    const teams = new Map<string, ChatTurnWrite & { read: VersionedProgress }>();
    for (const i of pending) {
      const turn = turns[i] as ChatTurn;
      const id = turn.booking.id;
      let team = teams.get(id);
      if (!team) {
        const read = fresh.get(id) ?? freshestRead(turns, pending, id);
        team = {
          bookingId: id,
          read,
          progress: read.progress,
          readVersion: read.version,
          sendAllowanceAt: read.sendAllowanceAt,
          messages: [],
          completed: false,
        };
        teams.set(id, team);
      }
      if (turn.message === undefined) {
        const result = resumeConversation(team.progress, turn.content, now);
        outcomes[i] = { result };
        team.progress = result.progress;
        team.completed ||= result.completedNow;
        continue;
      }
      const allowance = takeSendAllowance(team.sendAllowanceAt, now);
      if (!allowance.allowed) {
        outcomes[i] = { retryAfter: allowance.retryAfter };
        continue;
      }
      const result = handleMessage(team.progress, turn.content, turn.message, now);
      outcomes[i] = { result };
      team.sendAllowanceAt = allowance.allowanceAt;
      team.progress = result.progress;
      team.completed ||= result.completedNow;
      const user: ChatMessage = { role: 'user', content: turn.message, messageType: 'text' };
      team.messages.push(user, ...result.replies);
    }
    // A greeting that changes nothing (the usual reload) and refused messages write nothing.
    const writes = [...teams.values()].filter((t) => t.progress !== t.read.progress || t.messages.length > 0);
    const saved = await saveChatTurns(deps.database.db, writes, now);
    rememberChats(
      deps,
      mapPacked(
        writes.filter((w) => saved.has(w.bookingId)),
        (w) => [w.bookingId, { progress: w.progress, version: w.readVersion + 1, sendAllowanceAt: w.sendAllowanceAt }],
      ),
    );
    const raced = new Set(writes.filter((w) => !saved.has(w.bookingId)).map((w) => w.bookingId));
    if (raced.size === 0) return outcomes;
    if (attempt >= CHAT_WRITE_ATTEMPTS) {
      for (const id of raced) forgetChat(deps, id);
      throw new AppError('UNAVAILABLE', MESSAGES.platform.internal);
    }
    fresh = await readChats(deps, [...raced]);
    pending = pending.filter((i) => raced.has((turns[i] as ChatTurn).booking.id));
  }
}

/** Of the reads of a team's steps in a batch, the one of the latest version. */
function freshestRead(turns: ChatTurn[], pending: number[], bookingId: string): VersionedProgress {
  let best: VersionedProgress | undefined;
  for (const i of pending) {
    const turn = turns[i] as ChatTurn;
    if (turn.booking.id === bookingId && (!best || turn.read.version > best.version)) best = turn.read;
  }
  return best as VersionedProgress;
}

const chatWriter = oncePer(
  (deps: AppDeps) =>
    new Batcher((turns: ChatTurn[]) => applyChatTurns(deps, turns), {
      maxBatch: 200,
      // One statement per batch; while these are on their way, the next steps gather. Two at once
      // measured best on two cores (one leaves the database idle between batches, four make
      // smaller batches whose fixed costs dominate). No retry item by item: a failure after some
      // teams of the batch were stored would store them twice.
      maxInFlight: 2,
    }),
);

/**
 * A chat step of the team of `token`: its team and chat (one batched read) and the clues and
 * texts in play, read together, then the step through the chat writer.
 */
async function chatStep(
  deps: AppDeps,
  token: string | undefined,
  message?: string,
): Promise<{ team: PlayerTeam; outcome: TurnOutcome }> {
  const [team, configs, questions] = await Promise.all([
    activeTeam(deps, token),
    deps.configCache.activeValues(),
    activeQuestions(deps),
  ]);
  const content = huntContent(team.booking, questions, configs);
  const outcome = await chatWriter(deps).submit({ booking: team.booking, content, message, read: team.chat });
  return { team, outcome };
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
  const { team, outcome } = await chatStep(deps, token);
  if (!('result' in outcome)) throw new Error('a greeting is never limited');
  const history = (await listMessages(deps.database.db, team.booking.id)).map(presentMessage);
  return { messages: outcome.result.replies, history };
}

/**
 * `POST /api/puzzle/send`: one message of the team. Rate limited per team (a burst of 5, then
 * one every 3 s: 429 with a polite message, nothing stored). The message, the replies and the
 * limit are stored with the progress they were computed from, in one statement, so two phones
 * sending at once never advance twice.
 */
export async function sendMessage(deps: AppDeps, token: string | undefined, message: string): Promise<ChatMessage[]> {
  const { outcome } = await chatStep(deps, token, message);
  if (!('result' in outcome)) throw rateLimited(outcome.retryAfter);
  return outcome.result.replies;
}
