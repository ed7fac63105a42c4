import type { ClueStats, LiveTeam, LiveTeamState } from '@seaside/contract';
import type { LeaderboardName } from '../leaderboard/leaderboard.service.js';
import type { BoardRow, ClueFigures, WrongAnswerCount } from './live.repository.js';

/** What deciding "Stuck" needs: now, the threshold, and whether the board is of today (only today's teams can be stuck). */
export interface StuckRule {
  now: Date;
  stuckMs: number;
  today: boolean;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function stateOf(row: BoardRow): LiveTeamState {
  if (row.state === 'completed') return 'completed';
  if (row.state === 'playing' || row.state === 'paused') return row.state;
  return 'not_started';
}

/**
 * A team of the board: its state, the clue it is on, its times and counts, whether it is stuck,
 * and its leaderboard name (staff moderate hidden ones too).
 */
export function presentLiveTeam(
  row: BoardRow,
  clueCount: number,
  rule: StuckRule,
  leaderboard: LeaderboardName | undefined,
): LiveTeam {
  const state = stateOf(row);
  const solved = row.solvedCount ?? 0;
  const sinceProgress = row.lastProgressAt ?? row.startedAt;
  let clueNumber = 0;
  if (state === 'completed') clueNumber = solved;
  else if (state !== 'not_started') clueNumber = Math.min(solved + 1, Math.max(clueCount, 1));
  return {
    bookingId: row.bookingId,
    teamName: row.fullName,
    teamSize: row.teamSize,
    state,
    clueNumber,
    startedAt: iso(row.startedAt),
    completedAt: iso(row.completedAt),
    lastActivityAt: iso(row.lastActivityAt),
    hintsUsed: row.hintsUsed ?? 0,
    wrongGuesses: row.wrongGuesses ?? 0,
    stuck:
      rule.today &&
      state === 'playing' &&
      sinceProgress !== null &&
      rule.now.getTime() - sinceProgress.getTime() >= rule.stuckMs,
    leaderboardName: leaderboard?.name ?? null,
    leaderboardHidden: leaderboard?.hidden ?? false,
  };
}

/** An active clue with its figures (zeros when no team reached it in the period). */
export function presentClueStats(
  question: { id: string; sequence: number; clue: string },
  figures: ClueFigures | undefined,
  wrong: readonly WrongAnswerCount[],
): ClueStats {
  return {
    questionId: question.id,
    sequence: question.sequence,
    clue: question.clue,
    reached: figures?.reached ?? 0,
    solved: figures?.solved ?? 0,
    medianSolveSeconds: figures?.medianSolveSeconds ?? null,
    hintRate: figures?.hintRate ?? 0,
    wrongGuessesPerTeam: figures?.wrongGuessesPerTeam ?? 0,
    topWrongAnswers: wrong.map(({ answer, count }) => ({ answer, count })),
  };
}
