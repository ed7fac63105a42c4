import { describe, expect, it } from 'vitest';
import {
  currentQuestion,
  fillPlaceholders,
  type HuntContent,
  type HuntProgress,
  handleMessage,
  INITIAL_PROGRESS,
  resumeConversation,
} from './hunt-engine.js';
import { huntEventsOf } from './hunt-events.js';
import { HUNT_TEXTS } from './hunt-texts.js';

const NOW = new Date('2026-06-15T12:00:00Z');

const Q1 = { id: 'q1', clue: 'Clue one', hint: 'Hint one', trivia: 'Trivia one', answers: ['Clock Tower'] };
const Q2 = { id: 'q2', clue: 'Clue two', hint: null, trivia: 'Trivia two', answers: ['1883'] };
const Q3 = { id: 'q3', clue: 'Clue three for {teamName}', hint: '  ', trivia: '', answers: ['Kemptown', 'Kemp Town'] };

function content(overrides: Partial<HuntContent['configs']> = {}, questions = [Q1, Q2, Q3]): HuntContent {
  return {
    questions,
    team: { name: 'Ada Lovelace', size: 4 },
    configs: {
      introMsg: 'Hello {teamName}, team of {teamSize}! Type START to begin.',
      pauseMsg: 'Paused, {teamName}.',
      finalMsg: 'Well done {teamName}! Gifts at {shopName}, drinks at {pubName}.',
      welcomeBackMsg: 'Welcome back, {teamName}!',
      giftVocher: '/vouchers/gift-voucher.png',
      barVocher: 'data:image/png;base64,AAAA',
      shopName: 'The Velvet Shell',
      pubName: 'The Salty Siren',
      ...overrides,
    },
    scoring: { hintPenaltySeconds: 300, adventureDate: '2026-06-15', today: '2026-06-15' },
  };
}

const playing = (over: Partial<HuntProgress> = {}): HuntProgress => ({
  ...INITIAL_PROGRESS,
  state: 'playing',
  currentQuestionId: 'q1',
  startedAt: NOW,
  ...over,
});

const texts = (r: { replies: { content: string }[] }) => r.replies.map((m) => m.content);

describe('fillPlaceholders', () => {
  it('fills the four placeholders and leaves other braces alone', () => {
    expect(fillPlaceholders('{teamName}/{teamSize}/{shopName}/{pubName}/{other}', content())).toBe(
      'Ada Lovelace/4/The Velvet Shell/The Salty Siren/{other}',
    );
  });

  it("leaves the names of an object's built-in members alone", () => {
    expect(fillPlaceholders('{constructor} {toString} {__proto__}', content())).toBe(
      '{constructor} {toString} {__proto__}',
    );
  });

  it('uses a neutral wording when the shop or pub name is inactive', () => {
    expect(fillPlaceholders('{shopName} and {pubName}', content({ shopName: undefined, pubName: undefined }))).toBe(
      'our partner boutique and our partner bar',
    );
  });
});

describe('start (resumeConversation)', () => {
  it('greets a new team with the intro (placeholders filled) and, when the intro lacks it, the START instruction', () => {
    const r = resumeConversation(INITIAL_PROGRESS, content(), NOW);
    expect(texts(r)).toEqual(['Hello Ada Lovelace, team of 4! Type START to begin.']);
    expect(r.progress).toEqual(INITIAL_PROGRESS);

    const noStartWord = resumeConversation(INITIAL_PROGRESS, content({ introMsg: 'Hi {teamName}' }), NOW);
    expect(texts(noStartWord)).toEqual(['Hi Ada Lovelace', HUNT_TEXTS.startInstruction]);
  });

  it('sends only the START instruction when the intro is inactive', () => {
    expect(texts(resumeConversation(INITIAL_PROGRESS, content({ introMsg: undefined }), NOW))).toEqual([
      HUNT_TEXTS.startInstruction,
    ]);
  });

  it('welcomes a team in progress back with its current clue', () => {
    const r = resumeConversation(playing({ currentQuestionId: 'q2', solvedQuestionIds: ['q1'] }), content(), NOW);
    expect(texts(r)).toEqual(['Welcome back, Ada Lovelace!', 'Clue two']);
    expect(r.completedNow).toBe(false);
  });

  it('resumes a paused team', () => {
    const r = resumeConversation(playing({ state: 'paused' }), content(), NOW);
    expect(texts(r)).toEqual(['Welcome back, Ada Lovelace!', 'Clue one']);
    expect(r.progress.state).toBe('playing');
  });

  it('skips an inactive welcome-back message', () => {
    expect(texts(resumeConversation(playing(), content({ welcomeBackMsg: undefined }), NOW))).toEqual(['Clue one']);
  });

  it('gives a finished team its final message and both vouchers again', () => {
    const done: HuntProgress = { ...playing(), state: 'completed', solvedQuestionIds: ['q1', 'q2', 'q3'] };
    const r = resumeConversation(done, content(), NOW);
    expect(r.replies).toEqual([
      {
        role: 'assistant',
        content: 'Well done Ada Lovelace! Gifts at The Velvet Shell, drinks at The Salty Siren.',
        messageType: 'text',
      },
      {
        role: 'assistant',
        content: 'Gift voucher: one free gift per player at The Velvet Shell',
        messageType: 'voucher',
        metadata: { imageUrl: '/vouchers/gift-voucher.png' },
      },
      {
        role: 'assistant',
        content: 'Drink voucher: one celebratory drink per player at The Salty Siren',
        messageType: 'voucher',
        metadata: { imageUrl: 'data:image/png;base64,AAAA' },
      },
    ]);
    expect(r.completedNow).toBe(false);
  });
});

describe('send in the intro state', () => {
  it('START (any case) begins the hunt with the first clue', () => {
    const r = handleMessage(INITIAL_PROGRESS, content(), 'sTaRt', NOW);
    expect(texts(r)).toEqual([HUNT_TEXTS.letsGo, 'Clue one']);
    expect(r.progress).toMatchObject({ state: 'playing', currentQuestionId: 'q1', startedAt: NOW });
  });

  it.each(['HINT', 'PAUSE', 'Clock Tower', 'hello'])('"%s" before START asks the team to type START', (message) => {
    const r = handleMessage(INITIAL_PROGRESS, content(), message, NOW);
    expect(texts(r)).toEqual([HUNT_TEXTS.notStarted]);
    expect(r.progress.state).toBe('intro');
  });

  it('START with no active clue says the trail is not ready and stays in the intro', () => {
    const r = handleMessage(INITIAL_PROGRESS, content({}, []), 'START', NOW);
    expect(texts(r)).toEqual([HUNT_TEXTS.noQuestions]);
    expect(r.progress.state).toBe('intro');
    expect(r.completedNow).toBe(false);
  });
});

describe('send while playing', () => {
  it('START again repeats the current clue', () => {
    const r = handleMessage(playing({ currentQuestionId: 'q2', solvedQuestionIds: ['q1'] }), content(), 'start', NOW);
    expect(texts(r)).toEqual(["You're already on the trail, Ada Lovelace! Here's your current clue:", 'Clue two']);
    expect(r.progress.currentQuestionId).toBe('q2');
  });

  it("HINT gives the current clue's hint and counts it; the first one says what a hint costs", () => {
    const r = handleMessage(playing(), content(), 'hint', NOW);
    expect(texts(r)).toEqual(["Hint: Hint one (Each hint adds 5 min to your team's score.)"]);
    expect(r.progress.hintsUsed).toBe(1);
    expect(texts(handleMessage(r.progress, content(), 'hint', NOW))).toEqual(['Hint: Hint one']);
  });

  it('HINT says there is none when the clue has no (or a blank) hint, and does not count it', () => {
    const none = handleMessage(playing({ currentQuestionId: 'q2' }), content(), 'HINT', NOW);
    expect(texts(none)).toEqual([HUNT_TEXTS.noHint]);
    expect(none.progress.hintsUsed).toBe(0);
    expect(texts(handleMessage(playing({ currentQuestionId: 'q3' }), content(), 'HINT', NOW))).toEqual([
      HUNT_TEXTS.noHint,
    ]);
  });

  it('PAUSE sends pauseMsg and pauses', () => {
    const r = handleMessage(playing(), content(), 'pause', NOW);
    expect(texts(r)).toEqual(['Paused, Ada Lovelace.']);
    expect(r.progress.state).toBe('paused');
  });

  it('PAUSE still acknowledges when pauseMsg is inactive', () => {
    expect(texts(handleMessage(playing(), content({ pauseMsg: undefined }), 'PAUSE', NOW))).toEqual([
      HUNT_TEXTS.pauseFallback,
    ]);
  });

  it('a correct answer (with a typo) gives a congratulation, the trivia and the next clue', () => {
    const r = handleMessage(playing(), content(), 'the clock towr', NOW);
    expect(texts(r)).toEqual([HUNT_TEXTS.correct[0], 'Did you know? Trivia one', 'Clue two']);
    expect(r.progress).toMatchObject({ state: 'playing', currentQuestionId: 'q2', solvedQuestionIds: ['q1'] });
  });

  it('a wrong answer gets an encouraging reply offering HINT and counts the guess', () => {
    const r = handleMessage(playing(), content(), 'The Pier', NOW);
    expect(r.replies).toHaveLength(1);
    expect(r.replies[0]?.content).toContain('HINT');
    expect(r.progress).toMatchObject({ currentQuestionId: 'q1', wrongGuesses: 1, solvedQuestionIds: [] });
    const again = handleMessage(r.progress, content(), 'The Pier', NOW);
    expect(again.replies[0]?.content).not.toBe(r.replies[0]?.content);
  });

  it('numbers must be exact', () => {
    const on2 = playing({ currentQuestionId: 'q2', solvedQuestionIds: ['q1'] });
    expect(handleMessage(on2, content(), '1884', NOW).progress.solvedQuestionIds).toEqual(['q1']);
    expect(handleMessage(on2, content(), '1883', NOW).progress.solvedQuestionIds).toEqual(['q1', 'q2']);
  });

  it('a clue without trivia skips the trivia message', () => {
    const on3 = playing({ currentQuestionId: 'q3', solvedQuestionIds: ['q1', 'q2'] });
    const r = handleMessage(on3, content({}, [Q1, Q2, Q3, { ...Q1, id: 'q4', clue: 'Clue four' }]), 'kemp town', NOW);
    expect(texts(r)).toEqual([HUNT_TEXTS.correct[2], 'Clue four']);
  });

  it('an answer to a clue the team already solved (a teammate was quicker) is not counted as wrong', () => {
    const r = handleMessage(
      playing({ currentQuestionId: 'q2', solvedQuestionIds: ['q1'] }),
      content(),
      'clock tower',
      NOW,
    );
    expect(texts(r)).toEqual([HUNT_TEXTS.alreadySolved, 'Clue two']);
    expect(r.progress.wrongGuesses).toBe(0);
  });

  it.each(['Resume', 'resume!', ' RESUME. '])(
    "%s from a phone that missed a teammate's resume repeats the clue and is not counted as wrong",
    (message) => {
      const r = handleMessage(playing({ currentQuestionId: 'q2', solvedQuestionIds: ['q1'] }), content(), message, NOW);
      expect(texts(r)).toEqual([HUNT_TEXTS.notPaused, 'Clue two']);
      expect(r.progress.wrongGuesses).toBe(0);
    },
  );

  it('Resume solves a clue whose answer it is', () => {
    const r = handleMessage(
      playing({ currentQuestionId: 'q2', solvedQuestionIds: ['q1'] }),
      content({}, [Q1, { ...Q2, answers: ['Resume'] }, Q3]),
      'Resume',
      NOW,
    );
    expect(r.progress.solvedQuestionIds).toEqual(['q1', 'q2']);
  });

  it('the last correct answer sends finalMsg and the gift and bar vouchers, and completes the hunt', () => {
    const on3 = playing({ currentQuestionId: 'q3', solvedQuestionIds: ['q1', 'q2'] });
    const r = handleMessage(on3, content(), 'Kemptown', NOW);
    expect(texts(r)).toEqual([
      HUNT_TEXTS.correct[2],
      'Well done Ada Lovelace! Gifts at The Velvet Shell, drinks at The Salty Siren.',
      'Gift voucher: one free gift per player at The Velvet Shell',
      'Drink voucher: one celebratory drink per player at The Salty Siren',
    ]);
    expect(r.replies.slice(-2).map((m) => [m.messageType, m.metadata?.imageUrl])).toEqual([
      ['voucher', '/vouchers/gift-voucher.png'],
      ['voucher', 'data:image/png;base64,AAAA'],
    ]);
    expect(r.completedNow).toBe(true);
    expect(r.progress).toMatchObject({ state: 'completed', completedAt: NOW, solvedQuestionIds: ['q1', 'q2', 'q3'] });
  });

  it('inactive final message or vouchers are not sent', () => {
    const on3 = playing({ currentQuestionId: 'q3', solvedQuestionIds: ['q1', 'q2'] });
    const r = handleMessage(on3, content({ finalMsg: undefined, barVocher: undefined }), 'Kemptown', NOW);
    expect(r.replies.map((m) => m.messageType)).toEqual(['text', 'voucher']);
    expect(r.completedNow).toBe(true);
  });

  it('keeps its clue when the order changes, and moves on when its clue was deactivated', () => {
    expect(currentQuestion(playing({ currentQuestionId: 'q3' }), [Q1, Q2, Q3])?.id).toBe('q3');
    expect(currentQuestion(playing({ currentQuestionId: 'gone', solvedQuestionIds: ['q1'] }), [Q1, Q2, Q3])?.id).toBe(
      'q2',
    );
  });

  it('finishes when the remaining clues were deactivated meanwhile', () => {
    const r = handleMessage(
      playing({ currentQuestionId: 'q3', solvedQuestionIds: ['q1', 'q2'] }),
      content({}, [Q1, Q2]),
      'x',
      NOW,
    );
    expect(r.completedNow).toBe(true);
    expect(r.replies.filter((m) => m.messageType === 'voucher')).toHaveLength(2);
  });
});

describe('send while paused', () => {
  const paused = playing({ state: 'paused', currentQuestionId: 'q2', solvedQuestionIds: ['q1'] });

  it('any message resumes with welcomeBackMsg and the current clue, without grading it', () => {
    const r = handleMessage(paused, content(), "we're back", NOW);
    expect(texts(r)).toEqual(['Welcome back, Ada Lovelace!', 'Clue two']);
    expect(r.progress).toMatchObject({ state: 'playing', wrongGuesses: 0 });
  });

  it('the right answer resumes and counts at once: no need to send it twice', () => {
    const r = handleMessage(paused, content(), '1883', NOW);
    expect(texts(r)[0]).toBe('Welcome back, Ada Lovelace!');
    expect(texts(r)).toContain('Did you know? Trivia two');
    expect(texts(r).at(-1)).toBe('Clue three for Ada Lovelace');
    expect(r.progress).toMatchObject({ state: 'playing', currentQuestionId: 'q3', solvedQuestionIds: ['q1', 'q2'] });
    expect(huntEventsOf(paused, r.progress, '1883').map((e) => e.kind)).toEqual(['resume', 'solve', 'reach']);
  });

  it('START resumes too', () => {
    expect(handleMessage(paused, content(), 'START', NOW).progress.state).toBe('playing');
  });

  it('HINT resumes and gives the hint', () => {
    const r = handleMessage({ ...paused, currentQuestionId: 'q1', solvedQuestionIds: [] }, content(), 'hint', NOW);
    expect(texts(r)).toEqual([
      'Welcome back, Ada Lovelace!',
      'Clue one',
      "Hint: Hint one (Each hint adds 5 min to your team's score.)",
    ]);
    expect(r.progress).toMatchObject({ state: 'playing', hintsUsed: 1 });
  });

  it('PAUSE again repeats pauseMsg and stays paused', () => {
    const r = handleMessage(paused, content(), 'PAUSE', NOW);
    expect(texts(r)).toEqual(['Paused, Ada Lovelace.']);
    expect(r.progress.state).toBe('paused');
  });
});

describe('send after the end', () => {
  const done: HuntProgress = {
    ...playing(),
    state: 'completed',
    currentQuestionId: null,
    solvedQuestionIds: ['q1', 'q2', 'q3'],
  };

  it.each(['START', 'HINT', 'PAUSE', 'Kemptown', 'hello'])('"%s" points to the vouchers and changes nothing', (m) => {
    const r = handleMessage(done, content(), m, NOW);
    expect(texts(r)).toEqual([
      "You've solved every clue, Ada Lovelace! Your vouchers are in the messages above: show them at The Velvet Shell and The Salty Siren.",
    ]);
    expect(r.progress).toEqual(done);
    expect(r.completedNow).toBe(false);
  });
});

describe('a whole game', () => {
  it('plays from START to the vouchers', () => {
    let progress = INITIAL_PROGRESS;
    const all: string[] = [];
    for (const message of ['START', 'wrong', 'HINT', 'clocktower', 'PAUSE', 'back', '1883', 'KEMP TOWN']) {
      const r = handleMessage(progress, content(), message, NOW);
      progress = r.progress;
      all.push(...texts(r));
    }
    expect(progress.state).toBe('completed');
    expect(progress).toMatchObject({ wrongGuesses: 1, hintsUsed: 1 });
    expect(all.filter((t) => t.startsWith('Clue'))).toEqual([
      'Clue one',
      'Clue two',
      'Clue two',
      'Clue three for Ada Lovelace',
    ]);
  });
});
