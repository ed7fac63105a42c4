import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
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
 * The progress of these teams, locked for the rest of the transaction (FOR UPDATE, in booking
 * order so two transactions locking overlapping teams cannot deadlock): two phones of one team
 * sending at once are handled one after the other. Creates the rows of first use.
 */
export async function lockProgresses(
  tx: DbOrTx,
  bookingIds: readonly string[],
  now: Date,
): Promise<Map<string, HuntProgress>> {
  const locked = (ids: readonly string[]) =>
    tx
      .select()
      .from(huntProgress)
      .where(inArray(huntProgress.bookingId, [...ids]))
      .orderBy(asc(huntProgress.bookingId))
      .for('update');
  // Teams that have played already (every message but the first) need only the lock.
  const found = new Map((await locked(bookingIds)).map((row) => [row.bookingId, toProgress(row)]));
  const missing = bookingIds.filter((id) => !found.has(id));
  if (missing.length > 0) {
    await tx
      .insert(huntProgress)
      .values(missing.map((bookingId) => ({ bookingId, createdAt: now, updatedAt: now })))
      .onConflictDoNothing({ target: huntProgress.bookingId });
    for (const row of await locked(missing)) found.set(row.bookingId, toProgress(row));
  }
  for (const id of bookingIds) if (!found.has(id)) throw new Error(`hunt progress of ${id} vanished`);
  return found;
}

/** The progress without creating or locking it (undefined for a team that never opened the chat). */
export async function findProgress(db: DbOrTx, bookingId: string): Promise<HuntProgress | undefined> {
  const [row] = await db.select().from(huntProgress).where(eq(huntProgress.bookingId, bookingId));
  return row ? toProgress(row) : undefined;
}

/** Stores the progress of teams whose rows exist (one statement for them all). */
export async function saveProgresses(
  db: DbOrTx,
  progresses: ReadonlyMap<string, HuntProgress>,
  now: Date,
): Promise<void> {
  if (progresses.size === 0) return;
  const column = (name: string) => sql.raw(`excluded.${name}`);
  await db
    .insert(huntProgress)
    .values(
      [...progresses].map(([bookingId, p]) => ({
        bookingId,
        state: p.state,
        currentQuestionId: p.currentQuestionId,
        solvedQuestionIds: p.solvedQuestionIds,
        wrongGuesses: p.wrongGuesses,
        hintsUsed: p.hintsUsed,
        startedAt: p.startedAt,
        completedAt: p.completedAt,
        createdAt: now,
        updatedAt: now,
      })),
    )
    // The rows exist (locked by lockProgresses): this only updates them, created_at untouched.
    .onConflictDoUpdate({
      target: huntProgress.bookingId,
      set: {
        state: column('state'),
        currentQuestionId: column('current_question_id'),
        solvedQuestionIds: column('solved_question_ids'),
        wrongGuesses: column('wrong_guesses'),
        hintsUsed: column('hints_used'),
        startedAt: column('started_at'),
        completedAt: column('completed_at'),
        updatedAt: column('updated_at'),
      },
    });
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

/** Marks these bookings' quiz completed (once; a later call changes nothing). */
export async function markQuizzesCompleted(db: DbOrTx, bookingIds: readonly string[], now: Date): Promise<void> {
  if (bookingIds.length === 0) return;
  await db
    .update(bookings)
    .set({ quizStatus: 'completed', completedAt: now, updatedAt: now })
    .where(and(inArray(bookings.id, [...bookingIds]), eq(bookings.quizStatus, 'pending')));
}
