import { and, asc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { bookings, huntEvents, huntProgress, huntTurns } from '../../db/schema.js';

/**
 * The live views read, never write, the tables of the bookings and the hunt in one query each:
 * a board assembled from per-team service calls would ask the database once per team.
 */

/** A team of the Today board as stored: its booking, its progress (absent before it opened the chat) and times. */
export interface BoardRow {
  bookingId: string;
  fullName: string;
  teamSize: number;
  state: 'intro' | 'playing' | 'paused' | 'completed' | null;
  solvedCount: number | null;
  hintsUsed: number | null;
  wrongGuesses: number | null;
  startedAt: Date | null;
  completedAt: Date | null;
  /** The team's last message, or its chat's last change. */
  lastActivityAt: Date | null;
  /** When the team last reached a clue or resumed (progress, for "Stuck"). */
  lastProgressAt: Date | null;
}

/** The teams that can play on `date` (live, not cancelled, with an access token), by leader name. */
export async function listBoard(db: DbOrTx, date: string): Promise<BoardRow[]> {
  const lastTurnAt = sql`(select max(${huntTurns.createdAt}) from ${huntTurns} where ${huntTurns.bookingId} = ${bookings.id})`;
  return db
    .select({
      bookingId: bookings.id,
      fullName: bookings.fullName,
      teamSize: bookings.teamMemberCount,
      state: huntProgress.state,
      solvedCount: sql<number | null>`jsonb_array_length(${huntProgress.solvedQuestionIds})`.mapWith(Number),
      hintsUsed: huntProgress.hintsUsed,
      wrongGuesses: huntProgress.wrongGuesses,
      startedAt: huntProgress.startedAt,
      completedAt: huntProgress.completedAt,
      lastActivityAt: sql<Date | null>`greatest(${lastTurnAt}, ${huntProgress.updatedAt})`.mapWith(
        huntProgress.updatedAt,
      ),
      lastProgressAt: sql<Date | null>`(select max(${huntEvents.createdAt}) from ${huntEvents}
        where ${huntEvents.bookingId} = ${bookings.id} and ${huntEvents.kind} in ('reach', 'resume'))`.mapWith(
        huntEvents.createdAt,
      ),
    })
    .from(bookings)
    .leftJoin(huntProgress, eq(huntProgress.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.registrationDate, date),
        isNull(bookings.deletedAt),
        eq(bookings.status, 'active'),
        isNotNull(bookings.accessToken),
      ),
    )
    .orderBy(asc(sql`lower(${bookings.fullName})`), asc(bookings.id));
}

export interface ClueFigures {
  questionId: string;
  reached: number;
  solved: number;
  medianSolveSeconds: number | null;
  hintRate: number;
  wrongGuessesPerTeam: number;
}

export interface WrongAnswerCount {
  questionId: string;
  answer: string;
  count: number;
}

/**
 * The teams that reached each clue in [from, to), with everything they did on it (also after
 * `to`): every figure of a clue is about the same teams.
 */
function reachedIn(from: Date, to: Date): SQL {
  return sql`select question_id, booking_id, min(created_at) as reached_at
    from ${huntEvents}
    where kind = 'reach' and created_at >= ${from.toISOString()} and created_at < ${to.toISOString()}
    group by question_id, booking_id`;
}

/** Per clue reached in the period: teams, solves, median time to solve, hint share, wrong guesses per team. */
export async function clueFigures(db: DbOrTx, from: Date, to: Date): Promise<ClueFigures[]> {
  const rows = await queryRows<{
    question_id: string;
    reached: number;
    solved: number;
    median: number | string | null;
    hint_rate: number | string;
    wrong_per_team: number | string;
  }>(
    db,
    sql`with reached as (${reachedIn(from, to)}),
      per_team as (
        select r.question_id, r.booking_id, r.reached_at,
          min(e.created_at) filter (where e.kind = 'solve') as solved_at,
          coalesce(bool_or(e.kind = 'hint'), false) as hinted,
          count(e.id) filter (where e.kind = 'wrong') as wrong
        from reached r
        left join ${huntEvents} e on e.booking_id = r.booking_id and e.question_id = r.question_id
        group by r.question_id, r.booking_id, r.reached_at
      )
      select question_id::text,
        count(*)::int as reached,
        count(solved_at)::int as solved,
        percentile_cont(0.5) within group (order by extract(epoch from solved_at - reached_at))::float8 as median,
        avg(hinted::int)::float8 as hint_rate,
        avg(wrong)::float8 as wrong_per_team
      from per_team
      group by question_id`,
  );
  return rows.map((r) => ({
    questionId: r.question_id,
    reached: Number(r.reached),
    solved: Number(r.solved),
    medianSolveSeconds: r.median === null ? null : Math.round(Number(r.median)),
    hintRate: Number(r.hint_rate),
    wrongGuessesPerTeam: Number(r.wrong_per_team),
  }));
}

/** The `limit` most frequent wrong guesses per clue of the teams that reached it in the period. */
export async function topWrongAnswers(db: DbOrTx, from: Date, to: Date, limit: number): Promise<WrongAnswerCount[]> {
  const rows = await queryRows<{ question_id: string; answer: string; count: number }>(
    db,
    sql`with reached as (${reachedIn(from, to)})
      select question_id::text, answer, count from (
        select e.question_id, e.answer, count(*)::int as count,
          row_number() over (partition by e.question_id order by count(*) desc, e.answer) as place
        from reached r
        join ${huntEvents} e on e.booking_id = r.booking_id and e.question_id = r.question_id
          and e.kind = 'wrong' and e.answer <> ''
        group by e.question_id, e.answer
      ) ranked
      where place <= ${limit}
      order by question_id, place`,
  );
  return rows.map((r) => ({ questionId: r.question_id, answer: r.answer, count: Number(r.count) }));
}
