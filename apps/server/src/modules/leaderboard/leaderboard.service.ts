import { LEADERBOARD_SIZE, type LeaderboardPeriod, type LeaderboardResponse, MESSAGES } from '@seaside/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../core/errors.js';
import { venueDate } from '../../core/venue-time.js';
import type { DbOrTx } from '../../db/client.js';
import type { AdminIdentity } from '../../plugins/admin-guard.js';
import { writeAudit } from '../audit/audit.service.js';
import { auditEntry, presentBoard } from './leaderboard.presenter.js';
import {
  findScore,
  insertScore,
  type LeaderboardName,
  listBoard,
  listNames,
  lockScore,
  monthRankOf,
  publishName,
  setHidden,
} from './leaderboard.repository.js';

export type { LeaderboardName };

/** A finished team's result as the hunt stores it (scores.md section 1). */
export interface FinishedTeam {
  bookingId: string;
  teamSize: number;
  durationSeconds: number;
  hintsUsed: number;
  wrongGuesses: number;
  scoreSeconds: number;
  finishedAt: Date;
}

/** What became of a name a team asked for (the hunt's engine words the reply). */
export type JoinOutcome =
  | { kind: 'joined'; name: string; rank: number }
  /** Another team has that name on this month's board. */
  | { kind: 'taken'; name: string }
  /** The team did not finish on its adventure date, so it is not ranked. */
  | { kind: 'unranked' };

/**
 * Scores and the public leaderboard (scores.md). The hunt stores a score and publishes a name
 * inside its chat step's transaction (the team's progress row is locked there, so the phones of
 * one team take turns); the public board and staff moderation are calls of their own.
 */
export class LeaderboardService {
  constructor(private readonly deps: AppDeps) {}

  private today(): string {
    return venueDate(this.deps.clock.now(), this.deps.config.venueTimeZone);
  }

  /** Stores the score of a team that has just finished; `finishedOn` is the venue date of the finish. */
  async recordScore(tx: DbOrTx, team: FinishedTeam, now: Date): Promise<void> {
    const finishedOn = venueDate(team.finishedAt, this.deps.config.venueTimeZone);
    await insertScore(tx, { ...team, finishedOn, createdAt: now, updatedAt: now });
  }

  /**
   * Puts the team on this month's board under `name`, when it finished on its adventure date and
   * no other visible entry of that month has the name (case-insensitively). A team that already
   * has a name keeps it.
   */
  async join(tx: DbOrTx, bookingId: string, adventureDate: string, name: string, now: Date): Promise<JoinOutcome> {
    const published = await publishName(tx, bookingId, adventureDate, name, now);
    if (published === 'taken') return { kind: 'taken', name };
    const entry = await findScore(tx, bookingId);
    if (!entry?.teamName) return { kind: 'unranked' };
    return { kind: 'joined', name: entry.teamName, rank: await monthRankOf(tx, entry) };
  }

  /** `GET /api/leaderboard`: the top entries of this calendar month (venue time) or of all time. */
  async board(period: LeaderboardPeriod): Promise<LeaderboardResponse> {
    const month = period === 'month' ? this.today().slice(0, 7) : undefined;
    const rows = await listBoard(this.deps.database.db, month, LEADERBOARD_SIZE);
    return { period, entries: presentBoard(rows) };
  }

  /** The leaderboard names of these bookings, for staff (hidden entries included, marked hidden). */
  leaderboardNames(db: DbOrTx, bookingIds: readonly string[]): Promise<Map<string, LeaderboardName>> {
    return listNames(db, bookingIds);
  }

  /**
   * `POST /api/ops/leaderboard/{bookingId}/hide`: takes an entry off the board for good (the team
   * is not told). Audited once; hiding a hidden entry again changes nothing.
   */
  async hide(admin: AdminIdentity, bookingId: string): Promise<void> {
    await this.deps.database.db.transaction(async (tx) => {
      const hadEntry = await this.takeOffBoard(tx, admin, bookingId, this.deps.clock.now());
      if (!hadEntry) throw new AppError('NOT_FOUND', MESSAGES.leaderboard.notFound);
    });
  }

  /**
   * Hides the team's entry inside the caller's transaction, audited once; false when the team has
   * no name on the board. Deleting a booking calls it too: nothing of a deleted booking is public.
   */
  async takeOffBoard(tx: DbOrTx, admin: AdminIdentity, bookingId: string, now: Date): Promise<boolean> {
    const entry = await lockScore(tx, bookingId);
    if (!entry?.teamName) return false;
    if (entry.hiddenAt) return true;
    await setHidden(tx, bookingId, now);
    await writeAudit(
      tx,
      {
        actorId: admin.id,
        actorLabel: admin.mobileNumber,
        action: 'leaderboard.hide',
        entityType: 'booking',
        entityId: bookingId,
        before: auditEntry(entry),
        after: auditEntry({ ...entry, hiddenAt: now }),
      },
      now,
    );
    return true;
  }
}
