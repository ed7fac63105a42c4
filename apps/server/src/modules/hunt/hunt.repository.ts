import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bookings, huntMessages, huntProgress, questions } from '../../db/schema.js';
import type { HuntProgress, HuntQuestion } from './hunt-engine.js';

export type HuntMessageRow = typeof huntMessages.$inferSelect;
export type NewHuntMessage = typeof huntMessages.$inferInsert;
type ProgressRow = typeof huntProgress.$inferSelect;

/** Transcripts longer than this are returned from their latest messages (a team sends a few dozen). */
export const TRANSCRIPT_LIMIT = 1000;

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

function toProgress(row: ProgressRow): HuntProgress {
  return {
    state: row.state,
    currentQuestionId: row.currentQuestionId,
    solvedQuestionIds: row.solvedQuestionIds ?? [],
    wrongGuesses: row.wrongGuesses,
    hintsUsed: row.hintsUsed,
    startedAt: row.startedAt,
    completedAt: row.completedAt,
  };
}

/**
 * The team's progress, locked for the rest of the transaction (FOR UPDATE), so two phones of
 * one team sending at once are handled one after the other. Creates the row on first use.
 */
export async function lockProgress(tx: DbOrTx, bookingId: string, now: Date): Promise<HuntProgress> {
  const locked = () => tx.select().from(huntProgress).where(eq(huntProgress.bookingId, bookingId)).for('update');
  // A team that has played already (every message but the first) needs only the lock.
  const [existing] = await locked();
  if (existing) return toProgress(existing);
  await tx
    .insert(huntProgress)
    .values({ bookingId, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: huntProgress.bookingId });
  const [row] = await locked();
  if (!row) throw new Error(`hunt progress of ${bookingId} vanished`);
  return toProgress(row);
}

/** The progress without creating or locking it (undefined for a team that never opened the chat). */
export async function findProgress(db: DbOrTx, bookingId: string): Promise<HuntProgress | undefined> {
  const [row] = await db.select().from(huntProgress).where(eq(huntProgress.bookingId, bookingId));
  return row ? toProgress(row) : undefined;
}

export async function saveProgress(db: DbOrTx, bookingId: string, progress: HuntProgress, now: Date): Promise<void> {
  await db
    .update(huntProgress)
    .set({
      state: progress.state,
      currentQuestionId: progress.currentQuestionId,
      solvedQuestionIds: progress.solvedQuestionIds,
      wrongGuesses: progress.wrongGuesses,
      hintsUsed: progress.hintsUsed,
      startedAt: progress.startedAt,
      completedAt: progress.completedAt,
      updatedAt: now,
    })
    .where(eq(huntProgress.bookingId, bookingId));
}

/** Appends messages to the team's transcript, in order. */
export async function appendMessages(db: DbOrTx, messages: NewHuntMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await db.insert(huntMessages).values(messages);
}

/** The team's transcript, oldest first (the latest TRANSCRIPT_LIMIT messages). */
export async function listMessages(db: DbOrTx, bookingId: string): Promise<HuntMessageRow[]> {
  const rows = await db
    .select()
    .from(huntMessages)
    .where(eq(huntMessages.bookingId, bookingId))
    .orderBy(desc(huntMessages.id))
    .limit(TRANSCRIPT_LIMIT);
  return rows.reverse();
}

/** Marks the booking's quiz completed (once; a later call changes nothing). */
export async function markQuizCompleted(db: DbOrTx, bookingId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ quizStatus: 'completed', completedAt: now, updatedAt: now })
    .where(and(eq(bookings.id, bookingId), eq(bookings.quizStatus, 'pending')))
    .returning({ id: bookings.id });
  return rows.length > 0;
}
