/**
 * The chat engine of the hunt (server-behaviour section 5). Pure: it gets the team's progress,
 * the content (ordered active clues, active message configs, the team) and one message, and
 * returns the new progress and the assistant's replies. The service does the locking, the
 * storage and the clock.
 *
 * States: intro (no START yet) -> playing <-> paused -> completed. A completed team may then be
 * invited to the leaderboard (scores.md): its progress says where it is with that invitation.
 */
import {
  type ChatMessage,
  commandWord,
  formatDuration,
  isResumeMessage,
  leaderboardNameOf,
  parseCommand,
} from '@seaside/contract';
import type { JoinOutcome } from '../leaderboard/leaderboard.service.js';
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
  finishSummaryMsg?: string;
  leaderboardInviteMsg?: string;
  leaderboardJoinedMsg?: string;
}

/** What scoring needs (scores.md section 1): the hint penalty, the team's adventure date and today's, in venue time. */
export interface HuntScoring {
  hintPenaltySeconds: number;
  adventureDate: string;
  today: string;
}

export interface HuntContent {
  /** Active clues in play order (isStart first, then sequence, then creation). */
  questions: readonly HuntQuestion[];
  configs: HuntConfigTexts;
  team: { name: string; size: number };
  scoring: HuntScoring;
}

export interface HuntProgress {
  state: HuntState;
  currentQuestionId: string | null;
  solvedQuestionIds: string[];
  wrongGuesses: number;
  hintsUsed: number;
  startedAt: Date | null;
  completedAt: Date | null;
  /** The finished team and the leaderboard: invited (its next message answers), joined, declined; null before. */
  leaderboardReply: LeaderboardReply | null;
}

export type LeaderboardReply = 'invited' | 'joined' | 'declined';

/** A finished team's result (scores.md section 1). */
export interface HuntScore {
  durationSeconds: number;
  hintsUsed: number;
  wrongGuesses: number;
  scoreSeconds: number;
}

export interface EngineResult {
  progress: HuntProgress;
  replies: ChatMessage[];
  /** True when this step finished the hunt (the booking's quiz status becomes completed). */
  completedNow: boolean;
  /** The score to store, when this step finished the hunt. */
  score?: HuntScore;
  /**
   * The team answered the invitation with this valid name: the service tries to publish it and
   * hands the outcome to `settleLeaderboardJoin`, which gives the replies and the progress.
   */
  joinLeaderboard?: { name: string };
}

export const INITIAL_PROGRESS: HuntProgress = Object.freeze({
  state: 'intro',
  currentQuestionId: null,
  solvedQuestionIds: [],
  wrongGuesses: 0,
  hintsUsed: 0,
  startedAt: null,
  completedAt: null,
  leaderboardReply: null,
}) as HuntProgress;

/**
 * `progress` with `changes`; `progress` itself when they change nothing, so a step that leaves
 * the chat where it was (reopening it, the usual reload) stores nothing.
 */
function progressWith(progress: HuntProgress, changes: Partial<HuntProgress>): HuntProgress {
  const keys = Object.keys(changes) as (keyof HuntProgress)[];
  return keys.every((key) => changes[key] === progress[key]) ? progress : { ...progress, ...changes };
}

/** Values of the placeholders a particular message adds, e.g. {duration} in finishSummaryMsg. */
type ExtraPlaceholders = Readonly<Record<string, string>>;

/**
 * Replaces {teamName}, {teamSize}, {shopName}, {pubName} and the `extra` ones of the message;
 * other braces are left alone.
 */
export function fillPlaceholders(text: string, content: HuntContent, extra: ExtraPlaceholders = {}): string {
  // A Map, not an object: `{constructor}` in a staff text stays as written.
  const values = new Map<string, string>(
    Object.entries({
      teamName: content.team.name,
      teamSize: String(content.team.size),
      shopName: content.configs.shopName ?? HUNT_TEXTS.shopFallback,
      pubName: content.configs.pubName ?? HUNT_TEXTS.pubFallback,
      ...extra,
    }),
  );
  return text.replace(/\{(\w+)\}/g, (placeholder, key: string) => values.get(key) ?? placeholder);
}

/**
 * The team's time from START to its last answer (pauses included) and its score: that time plus
 * the hint penalty for each hint used.
 */
export function scoreOf(progress: HuntProgress, hintPenaltySeconds: number): HuntScore {
  const started = progress.startedAt?.getTime() ?? 0;
  const completed = progress.completedAt?.getTime() ?? started;
  const durationSeconds = Math.max(0, Math.floor((completed - started) / 1000));
  return {
    durationSeconds,
    hintsUsed: progress.hintsUsed,
    wrongGuesses: progress.wrongGuesses,
    scoreSeconds: durationSeconds + progress.hintsUsed * hintPenaltySeconds,
  };
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

  text(value: string | undefined, extra?: ExtraPlaceholders): this {
    if (value?.trim())
      this.list.push({ role: 'assistant', content: fillPlaceholders(value, this.content, extra), messageType: 'text' });
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

function vouchers(out: Replies, content: HuntContent): void {
  out.voucher(HUNT_TEXTS.giftVoucher, content.configs.giftVocher);
  out.voucher(HUNT_TEXTS.barVoucher, content.configs.barVocher);
}

function finalTexts(out: Replies, content: HuntContent): void {
  out.text(content.configs.finalMsg);
  vouchers(out, content);
}

/** True on the team's adventure date: only then can it join the leaderboard. */
function onAdventureDate(content: HuntContent): boolean {
  return content.scoring.today === content.scoring.adventureDate;
}

/**
 * The end of the hunt: the final message, the summary, the leaderboard invitation (when the team
 * finishes on its adventure date and the invitation is active), then the vouchers.
 */
function finish(progress: HuntProgress, out: Replies, content: HuntContent, now: Date): EngineResult {
  const finished = progressWith(progress, { state: 'completed', currentQuestionId: null, completedAt: now });
  const score = scoreOf(finished, content.scoring.hintPenaltySeconds);
  out.text(content.configs.finalMsg);
  out.text(content.configs.finishSummaryMsg, {
    duration: formatDuration(score.durationSeconds),
    hints: String(score.hintsUsed),
    wrongGuesses: String(score.wrongGuesses),
    score: formatDuration(score.scoreSeconds),
  });
  const invite = onAdventureDate(content) ? content.configs.leaderboardInviteMsg : undefined;
  out.text(invite);
  vouchers(out, content);
  return {
    progress: invite?.trim() ? progressWith(finished, { leaderboardReply: 'invited' }) : finished,
    replies: out.list,
    completedNow: true,
    score,
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
      // An invitation still open is asked again last, where the team's reply follows it.
      if (progress.leaderboardReply === 'invited') out.text(invitation(content));
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
      // Any other message resumes: welcome back, then the clue (and the hint if asked). A team
      // often resumes by answering, so the right answer counts at once; anything else is not
      // graded ("we're back" is no wrong guess).
      out.text(content.configs.welcomeBackMsg);
      const onClue = currentQuestion(progress, content.questions);
      if (!command && onClue && matchesAnyAnswer(message, onClue.answers)) {
        return solve(progressWith(progress, { state: 'playing' }), onClue, out, content, now);
      }
      const resumed = showCurrent(progress, out, content, now);
      if (command === 'HINT' && resumed.progress.state === 'playing') {
        return giveHint(resumed.progress, out, content);
      }
      return resumed;
    }

    case 'completed':
      return afterTheEnd(progress, out, content, message);

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

  if (matchesAnyAnswer(message, question.answers)) return solve(progress, question, out, content, now);

  // A message from a phone behind its team is no wrong guess: the answer of a clue a teammate has
  // just solved, or Resume after a teammate resumed. The team is told, with its clue again.
  const behind = answersASolvedClue(progress, content, message)
    ? HUNT_TEXTS.alreadySolved
    : isResumeMessage(message)
      ? HUNT_TEXTS.notPaused
      : undefined;
  if (behind) {
    out.text(behind);
    out.text(question.clue);
    return result(progressWith(progress, { currentQuestionId: question.id }), out);
  }

  out.text(HUNT_TEXTS.wrong[progress.wrongGuesses % HUNT_TEXTS.wrong.length]);
  return result(
    progressWith(progress, { currentQuestionId: question.id, wrongGuesses: progress.wrongGuesses + 1 }),
    out,
  );
}

/** The team solved `question`: praise, its trivia, then the next clue (or the ending). */
function solve(
  progress: HuntProgress,
  question: HuntQuestion,
  out: Replies,
  content: HuntContent,
  now: Date,
): EngineResult {
  const solved = [...progress.solvedQuestionIds, question.id];
  out.text(HUNT_TEXTS.correct[(solved.length - 1) % HUNT_TEXTS.correct.length]);
  out.text(question.trivia.trim() ? `${HUNT_TEXTS.triviaPrefix}${question.trivia}` : undefined);
  return showCurrent(progressWith(progress, { solvedQuestionIds: solved, currentQuestionId: null }), out, content, now);
}

/** Whether the message is the answer to a clue the team has already solved. */
function answersASolvedClue(progress: HuntProgress, content: HuntContent, message: string): boolean {
  const solvedIds = new Set(progress.solvedQuestionIds);
  return content.questions.some((q) => solvedIds.has(q.id) && matchesAnyAnswer(message, q.answers));
}

function giveHint(progress: HuntProgress, out: Replies, content: HuntContent): EngineResult {
  const question = currentQuestion(progress, content.questions);
  const hint = question?.hint?.trim();
  if (!hint) {
    // No hint given, none used: the score's penalty is for help received.
    out.text(HUNT_TEXTS.noHint);
    return result(progress, out);
  }
  // The team's first hint says what hints cost, once: the score counts them (scores.md section 1).
  const penalty = content.scoring.hintPenaltySeconds;
  const cost = progress.hintsUsed === 0 && penalty > 0 ? ` (${HUNT_TEXTS.hintCost})` : '';
  out.text(`${HUNT_TEXTS.hintPrefix}${hint}${cost}`, { penalty: formatDuration(penalty) });
  return result(progressWith(progress, { hintsUsed: progress.hintsUsed + 1 }), out);
}

function invitation(content: HuntContent): string {
  return content.configs.leaderboardInviteMsg ?? HUNT_TEXTS.leaderboardInviteFallback;
}

/**
 * Replies that decline the leaderboard invitation: NO (scores.md section 2) and the ways teams
 * write it that would otherwise pass the name rules and publish "No thanks" as their name.
 */
const DECLINING_REPLIES = new Set(['NO', 'NOPE', 'NAH', 'NO THANKS', 'NO THANK YOU', 'NO THX', 'NO TA']);

function declines(message: string): boolean {
  const words = message
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return DECLINING_REPLIES.has(words);
}

/**
 * A message of a finished team (scores.md section 2): the answer to the leaderboard invitation
 * while it is open, LEADERBOARD to be invited again (until the end of the adventure date), else
 * the finished team's usual reply.
 */
function afterTheEnd(progress: HuntProgress, out: Replies, content: HuntContent, message: string): EngineResult {
  const word = commandWord(message);
  if (progress.leaderboardReply === 'invited') {
    if (!onAdventureDate(content)) return leaderboardClosed(progress, out);
    if (declines(message)) {
      out.text(HUNT_TEXTS.leaderboardDeclined);
      return result(progressWith(progress, { leaderboardReply: 'declined' }), out);
    }
    // Resume comes from the paused chat of a phone that missed the end: the invitation again.
    if (word === 'LEADERBOARD' || isResumeMessage(message)) {
      out.text(invitation(content));
      return result(progress, out);
    }
    // The answer of a clue the team solved (typos forgiven as in play) is not a name: most often a
    // teammate's phone sending the last answer a moment late. The invitation is repeated.
    if (answersASolvedClue(progress, content, message)) {
      out.text(HUNT_TEXTS.alreadyFinished);
      out.text(invitation(content));
      return result(progress, out);
    }
    const name = parseCommand(message) ? undefined : leaderboardNameOf(message);
    if (!name) {
      out.text(HUNT_TEXTS.leaderboardNameRule);
      return result(progress, out);
    }
    return { ...result(progress, out), joinLeaderboard: { name } };
  }
  if (word === 'LEADERBOARD') {
    if (progress.leaderboardReply === 'joined') {
      out.text(HUNT_TEXTS.leaderboardAlreadyJoined);
      return result(progress, out);
    }
    if (!onAdventureDate(content)) return leaderboardClosed(progress, out);
    out.text(invitation(content));
    return result(progressWith(progress, { leaderboardReply: 'invited' }), out);
  }
  out.text(HUNT_TEXTS.completed);
  return result(progress, out);
}

/** After the adventure date: the board takes the team no more (an open invitation is closed). */
function leaderboardClosed(progress: HuntProgress, out: Replies): EngineResult {
  out.text(HUNT_TEXTS.leaderboardClosed);
  const closed = progress.leaderboardReply === 'invited' ? 'declined' : progress.leaderboardReply;
  return result(progressWith(progress, { leaderboardReply: closed }), out);
}

/** The replies and progress once the name of `asked` (a step with `joinLeaderboard`) was tried on the board. */
export function settleLeaderboardJoin(asked: EngineResult, content: HuntContent, outcome: JoinOutcome): EngineResult {
  const out = new Replies(content);
  out.list.push(...asked.replies);
  switch (outcome.kind) {
    case 'joined':
      out.text(content.configs.leaderboardJoinedMsg ?? HUNT_TEXTS.leaderboardJoinedFallback, {
        leaderboardName: outcome.name,
        rank: String(outcome.rank),
      });
      return result(progressWith(asked.progress, { leaderboardReply: 'joined' }), out);
    case 'taken':
      out.text(HUNT_TEXTS.leaderboardNameTaken, { leaderboardName: outcome.name });
      return result(asked.progress, out);
    case 'unranked':
      out.text(HUNT_TEXTS.leaderboardUnranked);
      return result(progressWith(asked.progress, { leaderboardReply: 'declined' }), out);
  }
}
