/**
 * The clue events of one chat step (operations.md section 4), read off the engine's progress
 * before and after the step. Pure, so the events always agree with what the engine decided.
 */
import { normaliseAnswer } from './answer-matching.js';
import type { HuntProgress } from './hunt-engine.js';

export type HuntEventKind = 'reach' | 'solve' | 'hint' | 'wrong' | 'pause' | 'resume';

export interface HuntEvent {
  kind: HuntEventKind;
  questionId: string;
  /** The wrong guess as the matcher normalises it (kind `wrong` only). */
  answer?: string;
}

/**
 * In the order they happened within the step: a resume, the solves, reaching a clue the team
 * was not on (after a solve, at START, or when its clue was switched off), a hint or a wrong
 * guess on that clue, a pause.
 */
export function huntEventsOf(before: HuntProgress, after: HuntProgress, message: string | undefined): HuntEvent[] {
  const events: HuntEvent[] = [];
  const current = after.currentQuestionId;
  if (before.state === 'paused' && after.state === 'playing' && current) {
    events.push({ kind: 'resume', questionId: current });
  }
  const solvedBefore = new Set(before.solvedQuestionIds);
  for (const id of after.solvedQuestionIds) {
    if (!solvedBefore.has(id)) events.push({ kind: 'solve', questionId: id });
  }
  if (!current) return events;
  if (current !== before.currentQuestionId) events.push({ kind: 'reach', questionId: current });
  if (after.hintsUsed > before.hintsUsed) events.push({ kind: 'hint', questionId: current });
  if (after.wrongGuesses > before.wrongGuesses && message !== undefined) {
    events.push({ kind: 'wrong', questionId: current, answer: normaliseAnswer(message) });
  }
  if (before.state === 'playing' && after.state === 'paused') events.push({ kind: 'pause', questionId: current });
  return events;
}
