/**
 * The chat engine of the hunt (server-behaviour section 5). Pure: it gets the team's progress,
 * the content (ordered active clues, active message configs, the team) and one message, and
 * returns the new progress and the assistant's replies. The service does the locking, the
 * storage and the clock.
 *
 * States: intro (no START yet) -> playing <-> paused -> completed.
 */
import type { ChatMessage } from '@seaside/contract';
import { matchesAnyAnswer } from './answer-matching.js';
import { HUNT_TEXTS } from './hunt-texts.js';

export type HuntState = 'intro' | 'playing' | 'paused' | 'completed';

export interface HuntQuestion {
  id: string;
  clue: string;
  hint: string | null;
  trivia: string;
  answers: readonly string[];
}

/** Active config values only (an inactive config is absent, so it is not sent). */
export interface HuntConfigTexts {
  introMsg?: string;
  pauseMsg?: string;
  finalMsg?: string;
  welcomeBackMsg?: string;
  giftVocher?: string;
  barVocher?: string;
  shopName?: string;
  pubName?: string;
}

export interface HuntContent {
  /** Active clues in play order (isStart first, then sequence, then creation). */
  questions: readonly HuntQuestion[];
  configs: HuntConfigTexts;
  team: { name: string; size: number };
}

export interface HuntProgress {
  state: HuntState;
  currentQuestionId: string | null;
  solvedQuestionIds: string[];
  wrongGuesses: number;
  hintsUsed: number;
  startedAt: Date | null;
  completedAt: Date | null;
}

export interface EngineResult {
  progress: HuntProgress;
  replies: ChatMessage[];
  /** True when this step finished the hunt (the booking's quiz status becomes completed). */
  completedNow: boolean;
}

export const INITIAL_PROGRESS: HuntProgress = Object.freeze({
  state: 'intro',
  currentQuestionId: null,
  solvedQuestionIds: [],
  wrongGuesses: 0,
  hintsUsed: 0,
  startedAt: null,
  completedAt: null,
}) as HuntProgress;

/**
 * `progress` with `changes`; `progress` itself when they change nothing, so a step that leaves
 * the chat where it was (reopening it, the usual reload) stores nothing.
 */
function progressWith(progress: HuntProgress, changes: Partial<HuntProgress>): HuntProgress {
  const keys = Object.keys(changes) as (keyof HuntProgress)[];
  return keys.every((key) => changes[key] === progress[key]) ? progress : { ...progress, ...changes };
}

export type HuntCommand = 'START' | 'HINT' | 'PAUSE';

/** START, HINT or PAUSE in any case (surrounding spaces and a trailing "!", "." or "?" ignored). */
export function parseCommand(message: string): HuntCommand | undefined {
  const word = message
    .trim()
    .replace(/[.!?]+$/u, '')
    .trim()
    .toUpperCase();
  return word === 'START' || word === 'HINT' || word === 'PAUSE' ? word : undefined;
}

/** Replaces {teamName}, {teamSize}, {shopName} and {pubName}; other braces are left alone. */
export function fillPlaceholders(text: string, content: HuntContent): string {
  const values: Record<string, string> = {
    teamName: content.team.name,
    teamSize: String(content.team.size),
    shopName: content.configs.shopName ?? HUNT_TEXTS.shopFallback,
    pubName: content.configs.pubName ?? HUNT_TEXTS.pubFallback,
  };
  return text.replace(/\{(teamName|teamSize|shopName|pubName)\}/g, (_, key: string) => values[key] ?? '');
}

/** The clue the team is on: the stored one while it is still active and unsolved, else the first unsolved. */
export function currentQuestion(progress: HuntProgress, questions: readonly HuntQuestion[]): HuntQuestion | undefined {
  const solved = new Set(progress.solvedQuestionIds);
  return (
    questions.find((q) => q.id === progress.currentQuestionId && !solved.has(q.id)) ??
    questions.find((q) => !solved.has(q.id))
  );
}

class Replies {
  readonly list: ChatMessage[] = [];
  constructor(private readonly content: HuntContent) {}

  text(value: string | undefined): this {
    if (value?.trim())
      this.list.push({ role: 'assistant', content: fillPlaceholders(value, this.content), messageType: 'text' });
    return this;
  }

  voucher(label: string, imageUrl: string | undefined): this {
    if (imageUrl?.trim()) {
      this.list.push({
        role: 'assistant',
        content: fillPlaceholders(label, this.content),
        messageType: 'voucher',
        metadata: { imageUrl },
      });
    }
    return this;
  }
}

function introTexts(out: Replies, content: HuntContent): void {
  const intro = content.configs.introMsg;
  out.text(intro);
  // The instruction to type START, unless the intro already gives it.
  if (!intro || !/\bSTART\b/.test(intro)) out.text(HUNT_TEXTS.startInstruction);
}

function finalTexts(out: Replies, content: HuntContent): void {
  out.text(content.configs.finalMsg);
  out.voucher(HUNT_TEXTS.giftVoucher, content.configs.giftVocher);
  out.voucher(HUNT_TEXTS.barVoucher, content.configs.barVocher);
}

function finish(progress: HuntProgress, out: Replies, content: HuntContent, now: Date): EngineResult {
  finalTexts(out, content);
  return {
    progress: progressWith(progress, { state: 'completed', currentQuestionId: null, completedAt: now }),
    replies: out.list,
    completedNow: true,
  };
}

function result(progress: HuntProgress, out: Replies): EngineResult {
  return { progress, replies: out.list, completedNow: false };
}

/**
 * Moves to the team's current clue and shows it; when no clue is left (the last ones were
 * deactivated meanwhile) the hunt is finished, and with no clue at all the team is told.
 */
function showCurrent(progress: HuntProgress, out: Replies, content: HuntContent, now: Date): EngineResult {
  const question = currentQuestion(progress, content.questions);
  if (question) {
    out.text(question.clue);
    return result(progressWith(progress, { state: 'playing', currentQuestionId: question.id }), out);
  }
  if (progress.solvedQuestionIds.length > 0) return finish(progress, out, content, now);
  out.text(HUNT_TEXTS.noQuestions);
  return result(progress, out);
}

/** `start`: what a team sees when it opens (or reopens) the chat. */
export function resumeConversation(progress: HuntProgress, content: HuntContent, now: Date): EngineResult {
  const out = new Replies(content);
  switch (progress.state) {
    case 'intro':
      introTexts(out, content);
      return result(progress, out);
    case 'playing':
    case 'paused':
      out.text(content.configs.welcomeBackMsg);
      return showCurrent(progress, out, content, now);
    case 'completed':
      finalTexts(out, content);
      return result(progress, out);
  }
}

/** `send`: one message of the team. */
export function handleMessage(progress: HuntProgress, content: HuntContent, message: string, now: Date): EngineResult {
  const out = new Replies(content);
  const command = parseCommand(message);
  switch (progress.state) {
    case 'intro': {
      if (command !== 'START') {
        out.text(HUNT_TEXTS.notStarted);
        return result(progress, out);
      }
      if (content.questions.length === 0) {
        out.text(HUNT_TEXTS.noQuestions);
        return result(progress, out);
      }
      out.text(HUNT_TEXTS.letsGo);
      return showCurrent(progressWith(progress, { startedAt: now }), out, content, now);
    }

    case 'paused': {
      if (command === 'PAUSE') {
        out.text(content.configs.pauseMsg ?? HUNT_TEXTS.pauseFallback);
        return result(progress, out);
      }
      // Any other message resumes (and is not graded): welcome back, the clue, and the hint if asked.
      out.text(content.configs.welcomeBackMsg);
      const resumed = showCurrent(progress, out, content, now);
      if (command === 'HINT' && resumed.progress.state === 'playing') {
        return giveHint(resumed.progress, out, content);
      }
      return resumed;
    }

    case 'completed':
      out.text(HUNT_TEXTS.completed);
      return result(progress, out);

    case 'playing':
      break;
  }

  const question = currentQuestion(progress, content.questions);
  if (!question) return showCurrent(progress, out, content, now);

  if (command === 'START') {
    out.text(HUNT_TEXTS.alreadyStarted);
    return showCurrent(progress, out, content, now);
  }
  if (command === 'HINT') return giveHint(progressWith(progress, { currentQuestionId: question.id }), out, content);
  if (command === 'PAUSE') {
    out.text(content.configs.pauseMsg ?? HUNT_TEXTS.pauseFallback);
    return result(progressWith(progress, { state: 'paused', currentQuestionId: question.id }), out);
  }

  if (matchesAnyAnswer(message, question.answers)) {
    const solved = [...progress.solvedQuestionIds, question.id];
    out.text(HUNT_TEXTS.correct[(solved.length - 1) % HUNT_TEXTS.correct.length]);
    out.text(question.trivia.trim() ? `${HUNT_TEXTS.triviaPrefix}${question.trivia}` : undefined);
    return showCurrent(
      progressWith(progress, { solvedQuestionIds: solved, currentQuestionId: null }),
      out,
      content,
      now,
    );
  }

  // A teammate on another phone may have just solved it: say so instead of "wrong".
  const solvedIds = new Set(progress.solvedQuestionIds);
  const solvedEarlier = content.questions.some((q) => solvedIds.has(q.id) && matchesAnyAnswer(message, q.answers));
  if (solvedEarlier) {
    out.text(HUNT_TEXTS.alreadySolved);
    out.text(question.clue);
    return result(progressWith(progress, { currentQuestionId: question.id }), out);
  }

  out.text(HUNT_TEXTS.wrong[progress.wrongGuesses % HUNT_TEXTS.wrong.length]);
  return result(
    progressWith(progress, { currentQuestionId: question.id, wrongGuesses: progress.wrongGuesses + 1 }),
    out,
  );
}

function giveHint(progress: HuntProgress, out: Replies, content: HuntContent): EngineResult {
  const question = currentQuestion(progress, content.questions);
  const hint = question?.hint?.trim();
  out.text(hint ? `${HUNT_TEXTS.hintPrefix}${hint}` : HUNT_TEXTS.noHint);
  return result(progressWith(progress, { hintsUsed: progress.hintsUsed + 1 }), out);
}
