import type { ChatMessage } from '@seaside/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { oncePer } from '../../core/once-per.js';
import { type BatchStatement, batchStatementRows, type Db, type DbOrTx } from '../../db/client.js';
import { huntProgress, huntTurns, questions } from '../../db/schema.js';
import type { PlayerBookingRow } from '../bookings/bookings.repository.js';
import { type HuntProgress, type HuntQuestion, INITIAL_PROGRESS, progressRecord } from './hunt-engine.js';

type ProgressRow = typeof huntProgress.$inferSelect;

/** Transcripts longer than this are returned from their latest messages (a team sends a few dozen). */
export const TRANSCRIPT_LIMIT = 1000;

const activeQuestionsInOrder = oncePer((db: Db) =>
  db
    .select({
      id: questions.id,
      clue: questions.clue,
      hint: questions.hint,
      trivia: questions.trivia,
      answers: questions.answers,
    })
    .from(questions)
    .where(eq(questions.isActive, true))
    .orderBy(desc(questions.isStart), asc(questions.sequence), asc(questions.createdAt), asc(questions.id))
    .prepare('active_questions_in_order'),
);

/** The active clues in play order: the start clue first, then by sequence, then by creation (a prepared statement: every chat batch reads them). */
export async function listActiveQuestions(db: Db): Promise<HuntQuestion[]> {
  const rows = await activeQuestionsInOrder(db).execute();
  return rows.map((r) => ({ ...r, answers: Array.isArray(r.answers) ? r.answers : [] }));
}

/** A team's chat as read: its progress, the version a change must still find to be stored, and its message allowance. */
export interface VersionedProgress {
  progress: HuntProgress;
  version: number;
  sendAllowanceAt: Date | null;
}

const NOT_PLAYED: VersionedProgress = Object.freeze({ progress: INITIAL_PROGRESS, version: 0, sendAllowanceAt: null });

function toVersioned(row: ProgressRow | null): VersionedProgress {
  return row
    ? { progress: progressRecord(row), version: row.version, sendAllowanceAt: row.sendAllowanceAt }
    : NOT_PLAYED;
}

const progressesByBookingIds = oncePer((db: Db) =>
  db
    .select()
    .from(huntProgress)
    .where(sql`${huntProgress.bookingId} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('progresses_by_booking_ids'),
);

/**
 * The progress of these teams as stored now (no lock); a team that never played is at the
 * start, version 0. A prepared statement: the chat reads a batch of teams with it.
 */
export async function findProgresses(db: Db, bookingIds: readonly string[]): Promise<Map<string, VersionedProgress>> {
  const rows = await progressesByBookingIds(db).execute({ ids: [...bookingIds] });
  const found = new Map(rows.map((row) => [row.bookingId, toVersioned(row)]));
  return new Map(bookingIds.map((id) => [id, found.get(id) ?? NOT_PLAYED]));
}

/** A player request's team: the booking holding the access token, and its chat. */
export interface PlayerTeam {
  booking: PlayerBookingRow;
  chat: VersionedProgress;
}

/** A change of one team's chat: its new progress, the messages to add and whether it finished the hunt. */
export interface ChatTurnWrite {
  bookingId: string;
  progress: HuntProgress;
  /** The version the change was computed from; stored as version + 1. */
  readVersion: number;
  sendAllowanceAt: Date | null;
  /** The team's messages and the replies, in order. */
  messages: ChatMessage[];
  completed: boolean;
}

const msOrNull = (date: Date | null) => (date ? date.getTime() : null);

/**
 * The statement of saveChatTurns. The batch comes as two JSON documents, the teams' changes ($1)
 * and each team's new messages in order ($2): cheaper to build and to send than a dozen arrays,
 * and the text stays the same for any batch. Times travel as epoch milliseconds; the transcript
 * rows (one per team and batch) take the batch's time ($3).
 */
const SAVE_CHAT_TURNS_HEAD = `with changes as (
      select * from jsonb_to_recordset($1::jsonb) as c(
        booking_id uuid, state text, current_question_id uuid, solved_question_ids jsonb, wrong_guesses int,
        hints_used int, started_ms float8, completed_ms float8, version int, send_allowance_ms float8,
        completed boolean
      )
    ), saved as (
      insert into hunt_progress as p (booking_id, state, current_question_id, solved_question_ids, wrong_guesses,
        hints_used, started_at, completed_at, version, send_allowance_at, created_at, updated_at)
      select booking_id, state, current_question_id, solved_question_ids, wrong_guesses, hints_used,
        to_timestamp(started_ms / 1000), to_timestamp(completed_ms / 1000), version,
        to_timestamp(send_allowance_ms / 1000), $3::timestamptz, $3::timestamptz
      from changes
      on conflict (booking_id) do update set
        state = excluded.state, current_question_id = excluded.current_question_id,
        solved_question_ids = excluded.solved_question_ids, wrong_guesses = excluded.wrong_guesses,
        hints_used = excluded.hints_used, started_at = excluded.started_at, completed_at = excluded.completed_at,
        version = excluded.version, send_allowance_at = excluded.send_allowance_at, updated_at = excluded.updated_at
      where p.version = excluded.version - 1
      returning p.booking_id
    ), transcript as (
      insert into hunt_turns (booking_id, messages, created_at)
      select t.booking_id, t.messages, $3::timestamptz
      from jsonb_to_recordset($2::jsonb) as t(booking_id uuid, messages jsonb)
      join saved s on s.booking_id = t.booking_id
    )`;

/**
 * For the batches where no team finishes (nearly all): the booking update's part is about a
 * quarter of the statement's fixed work. Committed without waiting for the WAL flush
 * (synchronous_commit off for this statement's transaction only): a crash of the database
 * machine may forget its last moment's chat steps, which the teams send again, and their
 * phones wait no longer for the disk on every step (docs/decisions.md).
 */
const SAVE_CHAT_TURNS: BatchStatement = {
  name: 'save_chat_turns',
  text: `${SAVE_CHAT_TURNS_HEAD}
    select booking_id from saved, (select set_config('synchronous_commit', 'off', true)) as without_flush`,
};

/** For a batch where a team finishes: its booking is marked completed with its progress, committed durably. */
const SAVE_CHAT_TURNS_WITH_COMPLETIONS: BatchStatement = {
  name: 'save_chat_turns_with_completions',
  text: `${SAVE_CHAT_TURNS_HEAD}, completions as (
      update bookings set quiz_status = 'completed', completed_at = $3::timestamptz, updated_at = $3::timestamptz
      where id in (select c.booking_id from changes c join saved s on s.booking_id = c.booking_id where c.completed)
        and quiz_status = 'pending'
    )
    select booking_id from saved`,
};

/** The statement of saveChatTurns for these changes, and its values (a test runs it in a transaction of its own). */
export function chatTurnsStatement(
  writes: ChatTurnWrite[],
  now: Date,
): { statement: BatchStatement; values: string[] } {
  const changes = writes.map((w) => ({
    booking_id: w.bookingId,
    state: w.progress.state,
    current_question_id: w.progress.currentQuestionId,
    solved_question_ids: w.progress.solvedQuestionIds,
    wrong_guesses: w.progress.wrongGuesses,
    hints_used: w.progress.hintsUsed,
    started_ms: msOrNull(w.progress.startedAt),
    completed_ms: msOrNull(w.progress.completedAt),
    version: w.readVersion + 1,
    send_allowance_ms: msOrNull(w.sendAllowanceAt),
    completed: w.completed,
  }));
  const transcripts = writes
    .filter((w) => w.messages.length > 0)
    .map((w) => ({ booking_id: w.bookingId, messages: w.messages }));
  return {
    statement: writes.some((w) => w.completed) ? SAVE_CHAT_TURNS_WITH_COMPLETIONS : SAVE_CHAT_TURNS,
    values: [JSON.stringify(changes), JSON.stringify(transcripts), now.toISOString()],
  };
}

/**
 * Stores the changes of several teams in one statement (atomic, one commit): each team's
 * progress only if its row is still at the version the change was computed from (optimistic
 * concurrency: two phones of a team never advance twice), and its messages and completion only
 * with its progress. Answers the teams whose change was stored; the others read again and retry.
 */
export async function saveChatTurns(db: Db, writes: ChatTurnWrite[], now: Date): Promise<Set<string>> {
  if (writes.length === 0) return new Set();
  const { statement, values } = chatTurnsStatement(writes, now);
  const rows = await batchStatementRows<{ booking_id: string }>(db, statement, values);
  return new Set(rows.map((row) => row.booking_id));
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
