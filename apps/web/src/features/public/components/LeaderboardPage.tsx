import {
  formatDuration,
  LEADERBOARD_SIZE,
  type LeaderboardEntry,
  type LeaderboardPeriod,
  MESSAGES,
  PAGES,
} from '@seaside/contract';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon } from '@/components/icons/LineIcons';
import { PageFallback } from '@/components/ui/PageFallback';
import { useLeaderboard } from '../hooks/useLeaderboard';
import board from './leaderboard.module.css';
import styles from './public.module.css';
import { SectionHeading } from './SectionHeading';

const TABS: readonly { period: LeaderboardPeriod; label: string }[] = [
  { period: 'month', label: 'This month' },
  { period: 'all', label: 'All time' },
];

const finishedOnFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "15 Jun 2026" for an adventure date (YYYY-MM-DD, a calendar date: no zone shift). */
function formatFinishedOn(date: string): string {
  return finishedOnFormat.format(new Date(`${date}T00:00:00Z`));
}

/** The public leaderboard (scores.md section 3): the top 20 of this month and of all time. */
export function LeaderboardPage() {
  const [period, setPeriod] = useState<LeaderboardPeriod>('month');
  const { state, retry } = useLeaderboard(period);
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  // Arrow keys move between the two tabs (the WAI-ARIA tabs pattern).
  const onTabKey = (event: KeyboardEvent, index: number) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = (index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    setPeriod(TABS[next]?.period ?? 'month');
    tabs.current[next]?.focus();
  };

  return (
    <section className={`ss-container ${styles.section}`} aria-labelledby="leaderboard-title">
      <SectionHeading
        id="leaderboard-title"
        level={1}
        overline={MESSAGES.leaderboard.title}
        title="The fastest sleuths in Brighton"
        lead={`The top ${LEADERBOARD_SIZE} teams. Your score is the time from START to the last answer, plus a few minutes for each hint: the lowest wins.`}
      />
      <div className={board.tabs} role="tablist" aria-label="Period">
        {TABS.map((tab, index) => (
          <button
            key={tab.period}
            ref={(node) => {
              tabs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.period}`}
            aria-selected={period === tab.period}
            aria-controls={`${id}-panel`}
            tabIndex={period === tab.period ? 0 : -1}
            className={board.tab}
            onClick={() => setPeriod(tab.period)}
            onKeyDown={(event) => onTabKey(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        className={board.panel}
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${period}`}
        aria-busy={state.phase === 'loading'}
      >
        {state.phase === 'loading' ? (
          <PageFallback label="Loading the leaderboard" />
        ) : state.phase === 'error' ? (
          <div className={board.message} role="alert">
            <p>{MESSAGES.leaderboard.loadFailed}</p>
            <button type="button" className="ss-btn ss-btn-ink" onClick={retry}>
              Try again
            </button>
          </div>
        ) : state.entries.length === 0 ? (
          <div className={board.message}>
            <p className={board.emptyText}>{MESSAGES.leaderboard.empty}</p>
            <Link to={PAGES.bookNow} className="ss-btn ss-btn-primary">
              BOOK NOW
              <ArrowRightIcon />
            </Link>
          </div>
        ) : (
          <BoardTable entries={state.entries} />
        )}
      </div>
    </section>
  );
}

/** The entries: a table on wide screens, one card per team on phones (CSS only, same markup). */
function BoardTable({ entries }: { entries: LeaderboardEntry[] }) {
  return (
    <table className={board.table}>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Team</th>
          <th scope="col">Team size</th>
          <th scope="col">Time</th>
          <th scope="col">Hints</th>
          <th scope="col">Score</th>
          <th scope="col">Date</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={`${entry.rank}-${entry.teamName}`} className={entry.rank <= 3 ? board.podium : undefined}>
            <td className={board.rank}>
              <span className={board.rankBadge}>{entry.rank}</span>
            </td>
            <th scope="row" className={board.team}>
              {entry.teamName}
            </th>
            <td className={board.size} data-label="Players">
              {entry.teamSize}
            </td>
            <td className={board.time} data-label="Time">
              {formatDuration(entry.durationSeconds)}
            </td>
            <td className={board.hints} data-label="Hints">
              {entry.hintsUsed}
            </td>
            <td className={board.score} data-label="Score">
              {formatDuration(entry.scoreSeconds)}
            </td>
            <td className={board.date} data-label="Date">
              {formatFinishedOn(entry.finishedOn)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
