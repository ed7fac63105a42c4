import type { ChatMessage } from '@seaside/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { huntContentVersion, huntEvents, huntProgress, huntTurns, questions } from '../../db/schema.js';
import type { HuntProgress, HuntQuestion } from './hunt-engine.js';
import type { HuntEvent } from './hunt-events.js';

type ProgressRow = typeof huntProgress.$inferSelect;

/** Transcripts longer than this are returned from their latest messages (a team sends a few dozen). */
export const TRANSCRIPT_LIMIT = 1000;

/** The version of the clues and texts as this transaction sees it (moved by every change to them). */
export async function readContentVersion(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ version: huntContentVersion.version }).from(huntContentVersion);
  if (!row) throw new Error('hunt_content_version has no row (migration 0016 inserts it)');
  return row.version;
}

/** The active clues in play order: the start clue first, then by sequence, then by creation. */
export async function listActiveQuestions(db: DbOrTx): Promise<HuntQuestion[]> {
  const rows = await db
    .select({
      id: questions.id,
      clue: questions.clue,
      hint: questions.hint,
      trivia: questions.trivia,
      answers: questions.answers,
    })
    .from(questions)
    .where(eq(questions.isActive, true))
    .orderBy(desc(questions.isStart), asc(questions.sequence), asc(questions.createdAt), asc(questions.id));
  return rows.map((r) => ({ ...r, answers: Array.isArray(r.answers) ? r.answers : [] }));
}

/** A team's chat as stored: its progress and its message allowance (send-limit.ts). */
export interface StoredChat {
  progress: HuntProgress;
  sendAllowanceAt: Date | null;
  /** Counts the stored changes; the next change stores version + 1. */
  version: number;
}

function storedChat(row: ProgressRow): StoredChat {
  const { state, currentQuestionId, solvedQuestionIds, wrongGuesses, hintsUsed, startedAt, completedAt } = row;
  return {
    progress: {
      state,
      currentQuestionId,
      solvedQuestionIds,
      wrongGuesses,
      hintsUsed,
      startedAt,
      completedAt,
      leaderboardReply: row.leaderboardReply,
    },
    sendAllowanceAt: row.sendAllowanceAt,
    version: row.version,
  };
}

async function selectProgressForUpdate(tx: DbOrTx, bookingId: string): Promise<ProgressRow | undefined> {
  const [row] = await tx.select().from(huntProgress).where(eq(huntProgress.bookingId, bookingId)).for('update');
  return row;
}

/**
 * The team's chat, its row locked until the transaction ends: the steps of a team's phones are
 * computed one after the other, each from what the previous one stored. A team that never
 * opened its chat gets its row at the start (concurrent first opens wait on the primary key).
 */
export async function lockChat(tx: DbOrTx, bookingId: string, now: Date): Promise<StoredChat> {
  const existing = await selectProgressForUpdate(tx, bookingId);
  if (existing) return storedChat(existing);
  await tx.insert(huntProgress).values({ bookingId, createdAt: now, updatedAt: now }).onConflictDoNothing();
  const created = await selectProgressForUpdate(tx, bookingId);
  if (!created) throw new Error(`hunt progress of ${bookingId} vanished`);
  return storedChat(created);
}

/** The team's chat as stored now, without a lock (undefined when it never opened it). */
export async function findChat(db: DbOrTx, bookingId: string): Promise<StoredChat | undefined> {
  const [row] = await db.select().from(huntProgress).where(eq(huntProgress.bookingId, bookingId));
  return row ? storedChat(row) : undefined;
}

/** Stores the team's new progress and allowance (its row is locked by `lockChat`). */
export async function saveChat(
  tx: DbOrTx,
  bookingId: string,
  chat: Omit<StoredChat, 'version'>,
  now: Date,
): Promise<void> {
  await tx
    .update(huntProgress)
    .set({
      ...chat.progress,
      sendAllowanceAt: chat.sendAllowanceAt,
      version: sql`${huntProgress.version} + 1`,
      updatedAt: now,
    })
    .where(eq(huntProgress.bookingId, bookingId));
}

/** Appends one step to the team's transcript: its message and the replies, in order. */
export async function insertTurn(tx: DbOrTx, bookingId: string, messages: ChatMessage[], now: Date): Promise<void> {
  await tx.insert(huntTurns).values({ bookingId, messages, createdAt: now });
}

/** The team's transcript, oldest first (the latest TRANSCRIPT_LIMIT messages). */
export async function listMessages(db: DbOrTx, bookingId: string): Promise<ChatMessage[]> {
  const turns = await db
    .select({ messages: huntTurns.messages })
    .from(huntTurns)
    .where(eq(huntTurns.bookingId, bookingId))
    .orderBy(desc(huntTurns.id))
    // Every stored step holds at least one message, so this many steps hold the latest messages.
    .limit(TRANSCRIPT_LIMIT);
  return turns
    .reverse()
    .flatMap((turn) => turn.messages)
    .slice(-TRANSCRIPT_LIMIT);
}

/** Stores the clue events of one chat step, in the order they happened. */
export async function insertEvents(tx: DbOrTx, bookingId: string, events: readonly HuntEvent[], now: Date) {
  await tx
    .insert(huntEvents)
    .values(
      events.map((e) => ({ bookingId, kind: e.kind, questionId: e.questionId, answer: e.answer, createdAt: now })),
    );
}
