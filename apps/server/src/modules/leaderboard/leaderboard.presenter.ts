import type { LeaderboardEntry } from '@seaside/contract';
import type { TeamScoreRow } from './leaderboard.repository.js';

/** Entries in board order: the rank is the place (ties were settled by the earlier finish). */
export function presentBoard(rows: readonly TeamScoreRow[]): LeaderboardEntry[] {
  return rows.map((row, index) => ({
    rank: index + 1,
    teamName: row.teamName ?? '',
    teamSize: row.teamSize,
    durationSeconds: row.durationSeconds,
    hintsUsed: row.hintsUsed,
    scoreSeconds: row.scoreSeconds,
    finishedOn: row.finishedOn,
  }));
}

/** The audit snapshot of an entry. */
export function auditEntry(row: TeamScoreRow) {
  return {
    teamName: row.teamName,
    boardMonth: row.boardMonth,
    scoreSeconds: row.scoreSeconds,
    hiddenAt: row.hiddenAt ? row.hiddenAt.toISOString() : null,
  };
}
