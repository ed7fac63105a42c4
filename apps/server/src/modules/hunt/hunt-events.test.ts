import { describe, expect, it } from 'vitest';
import {
  type HuntContent,
  type HuntProgress,
  handleMessage,
  INITIAL_PROGRESS,
  resumeConversation,
} from './hunt-engine.js';
import { huntEventsOf } from './hunt-events.js';

const NOW = new Date('2026-06-15T12:00:00Z');
const Q1 = { id: 'q1', clue: 'Clue one', hint: 'Hint one', trivia: 'Trivia one', answers: ['Clock Tower'] };
const Q2 = { id: 'q2', clue: 'Clue two', hint: null, trivia: '', answers: ['1883'] };

const content = (questions = [Q1, Q2]): HuntContent => ({
  questions,
  team: { name: 'Ada', size: 4 },
  configs: { pauseMsg: 'Paused.' },
  scoring: { hintPenaltySeconds: 300, adventureDate: '2026-06-15', today: '2026-06-15' },
});

/** The events of the engine's step on `message` (or of reopening the chat). */
function step(progress: HuntProgress, message?: string, questions = [Q1, Q2]) {
  const result =
    message === undefined
      ? resumeConversation(progress, content(questions), NOW)
      : handleMessage(progress, content(questions), message, NOW);
  return { progress: result.progress, events: huntEventsOf(progress, result.progress, message) };
}

describe('huntEventsOf', () => {
  it('START reaches the first clue; a message before START records nothing', () => {
    expect(step(INITIAL_PROGRESS, 'hello').events).toEqual([]);
    expect(step(INITIAL_PROGRESS, 'START').events).toEqual([{ kind: 'reach', questionId: 'q1' }]);
  });

  it('a wrong guess carries the normalised guess; a hint is recorded only when one is given', () => {
    const started = step(INITIAL_PROGRESS, 'START').progress;
    expect(step(started, '  The Pier!! ').events).toEqual([{ kind: 'wrong', questionId: 'q1', answer: 'pier' }]);
    expect(step(started, 'HINT').events).toEqual([{ kind: 'hint', questionId: 'q1' }]);
    const onSecond = step(started, 'clock tower').progress;
    expect(step(onSecond, 'HINT').events).toEqual([]);
  });

  it('a right answer solves the clue and reaches the next; the last one finishes with a solve only', () => {
    const started = step(INITIAL_PROGRESS, 'START').progress;
    const first = step(started, 'Clock Tower');
    expect(first.events).toEqual([
      { kind: 'solve', questionId: 'q1' },
      { kind: 'reach', questionId: 'q2' },
    ]);
    const last = step(first.progress, '1883');
    expect(last.progress.state).toBe('completed');
    expect(last.events).toEqual([{ kind: 'solve', questionId: 'q2' }]);
    // The answer of a clue solved earlier (another phone) is neither wrong nor a solve.
    expect(step(first.progress, 'clock tower').events).toEqual([]);
  });

  it('records a pause and a resume, with the hint asked on resuming', () => {
    const started = step(INITIAL_PROGRESS, 'START').progress;
    const paused = step(started, 'PAUSE');
    expect(paused.events).toEqual([{ kind: 'pause', questionId: 'q1' }]);
    expect(step(paused.progress, 'PAUSE').events).toEqual([]);
    expect(step(paused.progress, 'HINT').events).toEqual([
      { kind: 'resume', questionId: 'q1' },
      { kind: 'hint', questionId: 'q1' },
    ]);
    // Reopening the chat resumes too, and records it.
    expect(step(paused.progress).events).toEqual([{ kind: 'resume', questionId: 'q1' }]);
  });

  it('reopening a playing chat records nothing; a clue switched off moves the team on', () => {
    const started = step(INITIAL_PROGRESS, 'START').progress;
    expect(step(started).events).toEqual([]);
    expect(step(started, 'nope', [Q2]).events).toEqual([
      { kind: 'reach', questionId: 'q2' },
      { kind: 'wrong', questionId: 'q2', answer: 'nope' },
    ]);
  });
});
