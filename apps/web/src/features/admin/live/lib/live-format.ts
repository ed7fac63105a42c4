import { formatDuration, type LiveBoardResponse, type LiveTeam, type LiveTeamState, MESSAGES } from '@seaside/contract';
import { venueToday } from '@/lib/venue-today';

const o = MESSAGES.ops;

export const STATE_LABELS: Record<LiveTeamState, string> = {
  not_started: o.stateNotStarted,
  playing: o.statePlaying,
  paused: o.statePaused,
  completed: o.stateFinished,
};

const seconds = (from: string, to: string) => Math.max(0, Math.floor((Date.parse(to) - Date.parse(from)) / 1000));

/** "just now", "3 min ago", "2 h ago", "4 d ago": from `at` to the server's `now`. */
export function timeAgo(at: string | null, now: string): string {
  if (!at) return '—';
  const s = seconds(at, now);
  if (s < 60) return 'just now';
  if (s < 3600) return `${Math.floor(s / 60)} min ago`;
  if (s < 86_400) return `${Math.floor(s / 3600)} h ago`;
  return `${Math.floor(s / 86_400)} d ago`;
}

/**
 * A finished team's time, or the time since a playing or paused team's START ("—" before it).
 * Once the board's day is over (at the venue), an unfinished team's clock stops at its last
 * activity instead of running on.
 */
export function teamTime(
  team: LiveTeam,
  board: Pick<LiveBoardResponse, 'date' | 'now'>,
  venueTimeZone: string,
): string {
  if (!team.startedAt) return '—';
  const dayOver = board.date < venueToday(venueTimeZone, new Date(board.now));
  const until = team.completedAt ?? (dayOver ? (team.lastActivityAt ?? board.now) : board.now);
  return formatDuration(seconds(team.startedAt, until));
}

/** "Clue k of N" while the team plays; what it solved once finished; nothing before START. */
export function clueProgress(team: LiveTeam, clueCount: number): string {
  if (team.state === 'not_started') return '—';
  if (team.state === 'completed') return `${team.clueNumber} of ${clueCount} solved`;
  return o.clueOf(team.clueNumber, clueCount);
}
