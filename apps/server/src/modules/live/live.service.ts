import {
  type ChatMessage,
  CLUE_STATS_DEFAULT_DAYS,
  CLUE_STATS_TOP_WRONG_ANSWERS,
  type ClueStatsResponse,
  DATE_PICKER_MIN,
  type LiveBoardResponse,
  MESSAGES,
} from '@seaside/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../core/errors.js';
import { addDays, venueDate, venueDayEnd, venueInstant } from '../../core/venue-time.js';
import type { BookingsService } from '../bookings/bookings.service.js';
import type { HuntService } from '../hunt/hunt.service.js';
import type { LeaderboardService } from '../leaderboard/leaderboard.service.js';
import type { QuestionsService } from '../questions/questions.service.js';
import { presentClueStats, presentLiveTeam } from './live.presenter.js';
import { clueFigures, listBoard, topWrongAnswers } from './live.repository.js';

/**
 * What staff see of the games (operations.md sections 3 and 4): the Today board, a team's
 * conversation, and how teams do on each clue. Read-only; every answer is computed from the
 * stored progress, clue events and leaderboard entries, so any server process answers the same.
 */
export class LiveService {
  constructor(
    private readonly deps: AppDeps,
    private readonly bookings: BookingsService,
    private readonly hunt: HuntService,
    private readonly questions: QuestionsService,
    private readonly leaderboard: LeaderboardService,
  ) {}

  private today(): string {
    return venueDate(this.deps.clock.now(), this.deps.config.venueTimeZone);
  }

  /** `GET /api/ops/live`: the teams of `date` (default today at the venue) and where each is. */
  async board(date: string | undefined): Promise<LiveBoardResponse> {
    const now = this.deps.clock.now();
    const today = this.today();
    const day = date ?? today;
    const db = this.deps.database.db;
    const [rows, clues] = await Promise.all([listBoard(db, day), this.questions.listAllQuestions({ isActive: true })]);
    const names = await this.leaderboard.leaderboardNames(
      db,
      rows.map((row) => row.bookingId),
    );
    const { stuckMinutes } = this.deps.config;
    const rule = { now, stuckMs: stuckMinutes * 60_000, today: day === today };
    return {
      date: day,
      clueCount: clues.length,
      stuckMinutes,
      now: now.toISOString(),
      teams: rows.map((row) => presentLiveTeam(row, clues.length, rule, names.get(row.bookingId))),
    };
  }

  /** `GET /api/ops/live/{bookingId}/transcript`: the team's stored conversation, read-only. */
  async transcript(bookingId: string): Promise<ChatMessage[]> {
    const db = this.deps.database.db;
    if (!(await this.bookings.findBooking(db, bookingId))) {
      throw new AppError('NOT_FOUND', MESSAGES.admin.bookingNotFound);
    }
    return this.hunt.transcript(db, bookingId);
  }

  /**
   * `GET /api/ops/clue-stats`: per active clue (start clue first, then the hunt order), the teams
   * that reached it from `from` to `to` (venue dates, default the last 90 days) and how they did.
   */
  async clueStats(from: string | undefined, to: string | undefined): Promise<ClueStatsResponse> {
    const zone = this.deps.config.venueTimeZone;
    const last = to ?? this.today();
    // The default start stays in the calendar's range, as the answer's dates must.
    const defaultFirst = addDays(last, 1 - CLUE_STATS_DEFAULT_DAYS);
    // biome-ignore lint/complexity/useMathMinMax: YYYY-MM-DD texts, compared as text (Math.max takes numbers)
    const first = from ?? (defaultFirst < DATE_PICKER_MIN ? DATE_PICKER_MIN : defaultFirst);
    // The schema checks the order of two given dates; a `from` after the default `to` is caught here.
    if (first > last)
      throw new AppError('VALIDATION', MESSAGES.ops.periodOrder, { fieldErrors: { to: MESSAGES.ops.periodOrder } });
    const db = this.deps.database.db;
    const start = venueInstant(first, '00:00', zone);
    const end = venueDayEnd(last, zone);
    const [clues, figures, wrong] = await Promise.all([
      this.questions.listAllQuestions({ isActive: true }),
      clueFigures(db, start, end),
      topWrongAnswers(db, start, end, CLUE_STATS_TOP_WRONG_ANSWERS),
    ]);
    const figuresOf = new Map(figures.map((f) => [f.questionId, f]));
    const ordered = [...clues].sort((a, b) => Number(b.isStart) - Number(a.isStart));
    return {
      from: first,
      to: last,
      clues: ordered.map((q) =>
        presentClueStats(
          q,
          figuresOf.get(q.id),
          wrong.filter((w) => w.questionId === q.id),
        ),
      ),
    };
  }
}
