import { type ChatMessage, MESSAGES, PAGES, type TokenStatus, type ValidateCodeResponse } from '@seaside/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../core/errors.js';
import { venueDate } from '../../core/venue-time.js';
import type { DbOrTx } from '../../db/client.js';
import type { BookingsService, PlayerBooking } from '../bookings/bookings.service.js';
import type { LeaderboardService } from '../leaderboard/leaderboard.service.js';
import { TOKEN_STATUS_MESSAGES, tokenStatus } from './access-status.js';
import { presentMessage } from './hunt.presenter.js';
import { insertEvents, insertTurn, listMessages, lockChat, saveChat } from './hunt.repository.js';
import type { PlayedContentCache } from './hunt-content.js';
import {
  type EngineResult,
  type HuntContent,
  handleMessage,
  resumeConversation,
  settleLeaderboardJoin,
} from './hunt-engine.js';
import { huntEventsOf } from './hunt-events.js';
import { takeSendAllowance } from './send-limit.js';

/** Wrong access codes per client address: 10 per 10 minutes (65,536 codes cannot be walked). */
export const CODE_LIMIT = { limit: 10, windowSeconds: 600 } as const;

const codeKey = (address: string) => `access-code:${address}`;

function rateLimited(retryAfter: number): AppError {
  return new AppError('RATE_LIMITED', MESSAGES.platform.tooManyRequests(retryAfter), { retryAfter });
}

export interface TokenCheck {
  status: TokenStatus;
  message: string;
  booking: PlayerBooking | undefined;
}

/** The team's name and size (shown while the token is known and not revoked). */
export function teamOf(check: TokenCheck): { name: string; size: number } | null {
  if (!check.booking || check.status === 'revoked' || check.status === 'invalid') return null;
  return { name: check.booking.fullName, size: check.booking.teamMemberCount };
}

/** A chat step's outcome: the replies, or the seconds to wait when the team is over its message limit. */
type StepOutcome = { bookingId: string; replies: ChatMessage[] } | { retryAfter: number };

export class HuntService {
  constructor(
    private readonly deps: AppDeps,
    private readonly bookings: BookingsService,
    private readonly playedContent: PlayedContentCache,
    private readonly leaderboard: LeaderboardService,
  ) {}

  /**
   * `POST /api/access/validate-code`: the live booking of *today at the venue* (the server's
   * clock; the client's `date` is never trusted) holding that code. The limit is on failures
   * (server-behaviour section 4), so teams sharing an address are never locked out by their own
   * right codes: every attempt takes its place in the count before the lookup, so a parallel
   * burst cannot slip past the limit, and a right code gives its place back.
   */
  async validateCode(code: string, clientAddress: string): Promise<ValidateCodeResponse> {
    const now = this.deps.clock.now();
    const limit = await this.deps.rateLimiter.hit(
      codeKey(clientAddress),
      CODE_LIMIT.limit,
      CODE_LIMIT.windowSeconds,
      now,
    );
    if (!limit.allowed) throw rateLimited(limit.retryAfter);

    const today = this.today(now);
    const booking = await this.bookings.findLiveBookingByCode(this.deps.database.db, today, code);
    if (!booking?.accessToken) return { success: false, message: MESSAGES.player.invalidCode };
    await this.deps.rateLimiter.forgive(codeKey(clientAddress), now);
    return { success: true, data: { redirectUrl: PAGES.puzzleToken(booking.accessToken) } };
  }

  /** The date at the venue at `now`. */
  private today(now = this.deps.clock.now()): string {
    return venueDate(now, this.deps.config.venueTimeZone);
  }

  /** The status of an access token now (server-behaviour section 4). */
  async checkToken(token: string | undefined): Promise<TokenCheck> {
    const booking = token ? await this.bookings.findPlayerBooking(this.deps.database.db, token) : undefined;
    const status = tokenStatus(booking, this.today());
    return { status, message: TOKEN_STATUS_MESSAGES[status], booking };
  }

  /** The booking of an active player token, or 403 with the reason (not started yet, over, cancelled, unknown). */
  private async activeTeam(db: DbOrTx, token: string | undefined, today: string): Promise<PlayerBooking> {
    const booking = token ? await this.bookings.findPlayerBooking(db, token) : undefined;
    const status = tokenStatus(booking, today);
    if (status !== 'active' || !booking) {
      throw new AppError('FORBIDDEN', token ? TOKEN_STATUS_MESSAGES[status] : MESSAGES.player.tokenValidationFailed);
    }
    return booking;
  }

  /**
   * One step of the team of `token` in one transaction: find the team, lock its chat, take the
   * clues and texts in play (read again when they changed: hunt-content.ts), run the engine on
   * the message (or the greeting of `start` when there is none), store the new progress, the
   * step's messages and its clue events, and mark the booking completed when the hunt ends (with
   * its score), or publish the name the team gave the leaderboard. Two phones of a team take
   * turns on the lock, so each step starts from what the previous one stored: a right answer
   * never counts twice, a team joins the board once and the message limit holds.
   */
  private async chatStep(token: string | undefined, message?: string): Promise<StepOutcome> {
    return this.deps.database.db.transaction(async (tx) => {
      const now = this.deps.clock.now();
      const today = this.today(now);
      const booking = await this.activeTeam(tx, token, today);
      const chat = await lockChat(tx, booking.id, now);
      const content: HuntContent = {
        ...(await this.playedContent.current(tx)),
        team: { name: booking.fullName, size: booking.teamMemberCount },
        scoring: {
          hintPenaltySeconds: this.deps.config.hintPenaltySeconds,
          adventureDate: booking.registrationDate,
          today,
        },
      };
      let sendAllowanceAt = chat.sendAllowanceAt;
      let result: EngineResult;
      if (message === undefined) {
        result = resumeConversation(chat.progress, content, now);
        // A hunt that ends as the chat opens (its last clues were switched off meanwhile) keeps
        // its ending in the transcript, like one ended by an answer; other greetings are not stored.
        if (result.completedNow) await insertTurn(tx, booking.id, result.replies, now);
      } else {
        const allowance = takeSendAllowance(chat.sendAllowanceAt, now);
        if (!allowance.allowed) return { retryAfter: allowance.retryAfter };
        sendAllowanceAt = allowance.allowanceAt;
        result = handleMessage(chat.progress, content, message, now);
        if (result.joinLeaderboard) {
          const { name } = result.joinLeaderboard;
          const outcome = await this.leaderboard.join(tx, booking.id, booking.registrationDate, name, now);
          result = settleLeaderboardJoin(result, content, outcome);
        }
        const sent: ChatMessage = { role: 'user', content: message, messageType: 'text' };
        // The intro the team read before START (its rules, the prize) is stored with START, so a
        // reopened chat, and staff's copy of it, still show it.
        const started = chat.progress.state === 'intro' && result.progress.state !== 'intro';
        const intro = started ? resumeConversation(chat.progress, content, now).replies : [];
        await insertTurn(tx, booking.id, [...intro, sent, ...result.replies], now);
      }
      // The greeting of a chat reopened where it was changes nothing, and stores nothing.
      if (result.progress !== chat.progress || sendAllowanceAt !== chat.sendAllowanceAt) {
        await saveChat(tx, booking.id, { progress: result.progress, sendAllowanceAt }, now);
      }
      const events = huntEventsOf(chat.progress, result.progress, message);
      if (events.length > 0) await insertEvents(tx, booking.id, events, now);
      if (result.completedNow) await this.bookings.markHuntCompleted(tx, booking.id, now);
      if (result.score) {
        await this.leaderboard.recordScore(
          tx,
          { bookingId: booking.id, teamSize: booking.teamMemberCount, finishedAt: now, ...result.score },
          now,
        );
      }
      return { bookingId: booking.id, replies: result.replies };
    });
  }

  /**
   * `POST /api/puzzle/start`: the stored conversation (`history`) and the greeting for the
   * team's state (`messages`: intro + START instruction, welcome back + current clue, or the
   * final message and vouchers again). The greeting is not stored, so reloading does not
   * repeat it in the transcript (an ending reached on opening is: chatStep); a paused team is resumed.
   */
  async startHunt(token: string | undefined): Promise<{ messages: ChatMessage[]; history: ChatMessage[] }> {
    const outcome = await this.chatStep(token);
    if ('retryAfter' in outcome) throw new Error('a greeting is never limited');
    const history = (await listMessages(this.deps.database.db, outcome.bookingId)).map(presentMessage);
    return { messages: outcome.replies, history };
  }

  /**
   * `POST /api/puzzle/send`: one message of the team. Rate limited per team (a burst of 5, then
   * one every 3 s: 429 with a polite message, nothing stored). The message, its replies and the
   * team's allowance are stored with the progress they were computed from.
   */
  async sendMessage(token: string | undefined, message: string): Promise<ChatMessage[]> {
    const outcome = await this.chatStep(token, message);
    if ('retryAfter' in outcome) throw rateLimited(outcome.retryAfter);
    return outcome.replies;
  }

  /** A team's whole conversation as stored, oldest first, as the players see it (staff read it on the Today board). */
  async transcript(db: DbOrTx, bookingId: string): Promise<ChatMessage[]> {
    return (await listMessages(db, bookingId)).map(presentMessage);
  }
}
