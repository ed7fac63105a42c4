import { formatDuration, leaderboardNameOf } from '@seaside/contract';
import { describe, expect, it } from 'vitest';
import type { JoinOutcome } from '../leaderboard/leaderboard.service.js';
import {
  type HuntContent,
  type HuntProgress,
  handleMessage,
  INITIAL_PROGRESS,
  resumeConversation,
  scoreOf,
  settleLeaderboardJoin,
} from './hunt-engine.js';
import { HUNT_TEXTS } from './hunt-texts.js';

const STARTED = new Date('2026-06-15T10:00:00Z');
/** 1 h 12 min 30 s after START. */
const FINISHED = new Date('2026-06-15T11:12:30Z');

const LAST = { id: 'last', clue: 'Last clue', hint: 'A hint', trivia: '', answers: ['Kemptown'] };

const CONFIGS = {
  finalMsg: 'Bravo {teamName}!',
  finishSummaryMsg:
    'You did it in {duration} with {hints} hints and {wrongGuesses} wrong guesses. Your score: {score}.',
  leaderboardInviteMsg: 'Want your team on the leaderboard? Reply with a team name (up to 24 characters), or NO.',
  leaderboardJoinedMsg: "You're on the board as {leaderboardName}: number {rank} this month.",
  giftVocher: '/vouchers/gift-voucher.png',
  barVocher: '/vouchers/bar-voucher.png',
};

function board(today = '2026-06-15', configs: HuntContent['configs'] = CONFIGS): HuntContent {
  return {
    questions: [LAST],
    configs,
    team: { name: 'The Sleuths', size: 3 },
    scoring: { hintPenaltySeconds: 300, adventureDate: '2026-06-15', today },
  };
}

/** On the last clue since STARTED, with two hints and five wrong guesses. */
const onLastClue: HuntProgress = {
  ...INITIAL_PROGRESS,
  state: 'playing',
  currentQuestionId: 'last',
  startedAt: STARTED,
  hintsUsed: 2,
  wrongGuesses: 5,
};

const finished = (leaderboardReply: HuntProgress['leaderboardReply']): HuntProgress => ({
  ...onLastClue,
  state: 'completed',
  currentQuestionId: null,
  solvedQuestionIds: ['last'],
  completedAt: FINISHED,
  leaderboardReply,
});

const texts = (r: { replies: { content: string }[] }) => r.replies.map((m) => m.content);
const LATER = new Date('2026-06-15T15:00:00Z');

describe('the score', () => {
  it('is the time from START to the last answer (pauses included) plus the penalty per hint', () => {
    expect(scoreOf(finished('invited'), 300)).toEqual({
      durationSeconds: 4350,
      hintsUsed: 2,
      wrongGuesses: 5,
      scoreSeconds: 4350 + 600,
    });
    expect(scoreOf(finished('invited'), 0).scoreSeconds).toBe(4350);
  });
});

describe('durations written out', () => {
  it.each([
    [0, '0 s'],
    [38, '38 s'],
    [59, '59 s'],
    [60, '1 min'],
    [45 * 60 + 59, '45 min'],
    [3600, '1 h'],
    [3600 + 12 * 60 + 30, '1 h 12 min'],
    [2 * 3600 + 60, '2 h 1 min'],
    [26 * 3600, '26 h'],
  ])('%i s is "%s"', (seconds, written) => {
    expect(formatDuration(seconds)).toBe(written);
  });
});

describe('leaderboard names', () => {
  it.each([
    ['  The Sleuths  ', 'The Sleuths'],
    ['Ab', 'Ab'],
    ["Rock & Roll's - 2!.", "Rock & Roll's - 2!."],
    ['Zoë  and   Renée', 'Zoë and Renée'],
    ['Kate\u2019s Crew', "Kate's Crew"],
    ['x'.repeat(24), 'x'.repeat(24)],
    // The accent typed apart from its letter is the same name as the composed one.
    ['Zoe\u0308 Crew', 'Zo\u00EB Crew'],
  ])('"%s" is accepted as "%s"', (reply, name) => {
    expect(leaderboardNameOf(reply)).toBe(name);
  });

  it.each([
    'A',
    '  B  ',
    'x'.repeat(25),
    '<b>Bold</b>',
    'Team #1',
    'Hello?',
    'emoji 🎉',
    'a_b',
    '',
    '!!',
    '\u0301\u0301',
    '\u3164\u3164',
  ])('"%s" is refused', (reply) => {
    expect(leaderboardNameOf(reply)).toBeUndefined();
  });
});

describe('the end of the chat', () => {
  it('sends the final message, the summary, the invitation, then the vouchers, with the score to store', () => {
    const r = handleMessage(onLastClue, board(), 'Kemptown', FINISHED);
    expect(texts(r).slice(1)).toEqual([
      'Bravo The Sleuths!',
      'You did it in 1 h 12 min with 2 hints and 5 wrong guesses. Your score: 1 h 22 min.',
      CONFIGS.leaderboardInviteMsg,
      'Gift voucher: one free gift per player at our partner boutique',
      'Drink voucher: one celebratory drink per player at our partner bar',
    ]);
    expect(r.completedNow).toBe(true);
    expect(r.score).toEqual({ durationSeconds: 4350, hintsUsed: 2, wrongGuesses: 5, scoreSeconds: 4950 });
    expect(r.progress.leaderboardReply).toBe('invited');
  });

  it('does not invite a team that finishes after its adventure date, nor when the invitation is inactive', () => {
    const late = handleMessage(onLastClue, board('2026-06-16'), 'Kemptown', FINISHED);
    expect(texts(late)).not.toContain(CONFIGS.leaderboardInviteMsg);
    expect(late.progress.leaderboardReply).toBeNull();
    const inactive = handleMessage(
      onLastClue,
      board('2026-06-15', { ...CONFIGS, leaderboardInviteMsg: undefined }),
      'Kemptown',
      FINISHED,
    );
    expect(inactive.progress.leaderboardReply).toBeNull();
  });

  it('repeats an open invitation last when the chat is reopened', () => {
    const r = resumeConversation(finished('invited'), board(), LATER);
    expect(texts(r).at(-1)).toBe(CONFIGS.leaderboardInviteMsg);
    expect(texts(resumeConversation(finished('declined'), board(), LATER))).not.toContain(CONFIGS.leaderboardInviteMsg);
  });
});

describe('the answer to the invitation', () => {
  it('a valid name asks the board, and the outcome gives the reply', () => {
    const asked = handleMessage(finished('invited'), board(), '  The <Sleuths>  '.replace(/[<>]/g, ''), LATER);
    expect(asked.joinLeaderboard).toEqual({ name: 'The Sleuths' });
    expect(asked.replies).toEqual([]);

    const joined: JoinOutcome = { kind: 'joined', name: 'The Sleuths', rank: 3 };
    const settled = settleLeaderboardJoin(asked, board(), joined);
    expect(texts(settled)).toEqual(["You're on the board as The Sleuths: number 3 this month."]);
    expect(settled.progress.leaderboardReply).toBe('joined');
  });

  it('a name another team has this month is refused and the invitation stays open', () => {
    const asked = handleMessage(finished('invited'), board(), 'Taken Name', LATER);
    const settled = settleLeaderboardJoin(asked, board(), { kind: 'taken', name: 'Taken Name' });
    expect(texts(settled)).toEqual([HUNT_TEXTS.leaderboardNameTaken.replace('{leaderboardName}', 'Taken Name')]);
    expect(settled.progress.leaderboardReply).toBe('invited');
  });

  it.each(['NO', 'no', 'No.', ' nO! ', 'No thanks', 'no, thank you!', 'Nope', 'nah'])(
    '"%s" declines: nothing is published',
    (reply) => {
      const r = handleMessage(finished('invited'), board(), reply, LATER);
      expect(texts(r)).toEqual(['No problem. Thanks for playing!']);
      expect(r.joinLeaderboard).toBeUndefined();
      expect(r.progress.leaderboardReply).toBe('declined');
    },
  );

  it.each(['?', 'x', '<script>alert(1)</script>', 'a name that is far too long for the board', 'HINT', 'start'])(
    '"%s" explains the rule and asks again',
    (reply) => {
      const r = handleMessage(finished('invited'), board(), reply, LATER);
      expect(texts(r)).toEqual([HUNT_TEXTS.leaderboardNameRule]);
      expect(r.joinLeaderboard).toBeUndefined();
      expect(r.progress.leaderboardReply).toBe('invited');
    },
  );

  it.each(['Kemptown', 'kemptown!'])(
    '"%s", the last answer again from a teammate\'s phone, is not taken as a name',
    (reply) => {
      const r = handleMessage(finished('invited'), board(), reply, LATER);
      expect(texts(r)).toEqual([HUNT_TEXTS.alreadyFinished, CONFIGS.leaderboardInviteMsg]);
      expect(r.joinLeaderboard).toBeUndefined();
      expect(r.progress.leaderboardReply).toBe('invited');
    },
  );

  it('"Resume" from a phone that missed the end is not taken as a name: the invitation again', () => {
    const r = handleMessage(finished('invited'), board(), 'Resume', LATER);
    expect(texts(r)).toEqual([CONFIGS.leaderboardInviteMsg]);
    expect(r.joinLeaderboard).toBeUndefined();
    expect(r.progress.leaderboardReply).toBe('invited');
  });

  it('after the answer, messages get the usual replies of a finished team', () => {
    const r = handleMessage(finished('declined'), board(), 'The Sleuths', LATER);
    expect(texts(r)).toEqual([
      HUNT_TEXTS.completed
        .replace('{teamName}', 'The Sleuths')
        .replace('{shopName}', 'our partner boutique')
        .replace('{pubName}', 'our partner bar'),
    ]);
    expect(r.joinLeaderboard).toBeUndefined();
  });
});

describe('LEADERBOARD later on', () => {
  it('on the adventure date it invites the team again; its next message is the answer', () => {
    const r = handleMessage(finished('declined'), board(), 'leaderboard', LATER);
    expect(texts(r)).toEqual([CONFIGS.leaderboardInviteMsg]);
    expect(r.progress.leaderboardReply).toBe('invited');
    expect(handleMessage(r.progress, board(), 'Late Joiners', LATER).joinLeaderboard).toEqual({
      name: 'Late Joiners',
    });
  });

  it('the next day it is closed', () => {
    const r = handleMessage(finished('declined'), board('2026-06-16'), 'LEADERBOARD', LATER);
    expect(texts(r)).toEqual([HUNT_TEXTS.leaderboardClosed]);
    expect(r.progress.leaderboardReply).toBe('declined');
    const stillOpen = handleMessage(finished('invited'), board('2026-06-16'), 'Night Owls', LATER);
    expect(stillOpen.joinLeaderboard).toBeUndefined();
    expect(texts(stillOpen)).toEqual([HUNT_TEXTS.leaderboardClosed]);
  });

  it('a team already on the board is told so', () => {
    const r = handleMessage(finished('joined'), board(), 'LEADERBOARD', LATER);
    expect(texts(r)).toEqual([HUNT_TEXTS.leaderboardAlreadyJoined]);
  });
});
