import { describe, expect, it } from 'vitest';
import { liveTeam } from '@/lib/testing';
import { clueProgress, teamTime, timeAgo } from './live-format';

const NOW = '2026-06-15T10:00:00.000Z';
const team = liveTeam;

describe('the Today board texts', () => {
  it('says how long ago, from the server clock', () => {
    expect(timeAgo(null, NOW)).toBe('—');
    expect(timeAgo('2026-06-15T09:59:30.000Z', NOW)).toBe('just now');
    expect(timeAgo('2026-06-15T09:57:00.000Z', NOW)).toBe('3 min ago');
    expect(timeAgo('2026-06-15T07:30:00.000Z', NOW)).toBe('2 h ago');
    expect(timeAgo('2026-06-11T10:00:00.000Z', NOW)).toBe('4 d ago');
  });

  it("gives the time since START, or the finished team's time", () => {
    const today = { date: '2026-06-15', now: NOW };
    expect(teamTime(team({}), today, 'Europe/London')).toBe('1 h');
    const finished = team({ completedAt: '2026-06-15T09:42:10.000Z', state: 'completed' });
    expect(teamTime(finished, today, 'Europe/London')).toBe('42 min');
    expect(teamTime(team({ startedAt: null, state: 'not_started' }), today, 'Europe/London')).toBe('—');
  });

  it("stops an unfinished team's clock at its last activity once its day is over", () => {
    const yesterday = { date: '2026-06-14', now: NOW };
    const gaveUp = team({ startedAt: '2026-06-14T14:00:00.000Z', lastActivityAt: '2026-06-14T14:35:00.000Z' });
    expect(teamTime(gaveUp, yesterday, 'Europe/London')).toBe('35 min');
    // Still 14 June at the venue (01:00 BST is 00:00 UTC): the clock runs on.
    expect(teamTime(gaveUp, { date: '2026-06-14', now: '2026-06-14T22:30:00.000Z' }, 'Europe/London')).toBe(
      '8 h 30 min',
    );
  });

  it('writes the clue the team is on', () => {
    expect(clueProgress(team({}), 10)).toBe('Clue 3 of 10');
    expect(clueProgress(team({ state: 'paused' }), 10)).toBe('Clue 3 of 10');
    expect(clueProgress(team({ state: 'completed', clueNumber: 10 }), 10)).toBe('10 of 10 solved');
    expect(clueProgress(team({ state: 'not_started', clueNumber: 0 }), 10)).toBe('—');
  });
});
