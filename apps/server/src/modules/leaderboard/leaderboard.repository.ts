import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../core/db-errors.js';
import type { DbOrTx } from '../../db/client.js';
import { teamScores } from '../../db/schema.js';

export type TeamScoreRow = typeof teamScores.$inferSelect;
export type NewTeamScore = typeof teamScores.$inferInsert;

/** A team's name on the board as staff see it: hidden entries too, marked. */
export interface LeaderboardName {
  name: string;
  hidden: boolean;
}

/** The unique index that keeps a visible name once per month, whatever its case. */
const MONTH_NAME_KEY = 'team_scores_month_name_key';

/** Published and not hidden: the entries the public board shows. */
const visible = and(isNotNull(teamScores.teamName), isNull(teamScores.hiddenAt));

/** Best score first; ties go to the team that finished first (the booking id settles the rest). */
const BOARD_ORDER = [asc(teamScores.scoreSeconds), asc(teamScores.finishedAt), asc(teamScores.bookingId)];

/** Stores a finished team's score (once: a team is scored, and ranked, once). */
export async function insertScore(tx: DbOrTx, values: NewTeamScore): Promise<void> {
  await tx.insert(teamScores).values(values).onConflictDoNothing({ target: teamScores.bookingId });
}

export type PublishResult = 'published' | 'taken' | 'not-publishable';

/**
 * Puts the name on the team's score of `adventureDate`, in a savepoint: when another team holds
 * the name this month (also one that committed while this waited on the index), the savepoint is
 * rolled back and the chat step's transaction goes on. `not-publishable`: the team has no score of
 * its adventure date, or already has a name.
 */
export async function publishName(
  tx: DbOrTx,
  bookingId: string,
  adventureDate: string,
  name: string,
  now: Date,
): Promise<PublishResult> {
  try {
    const rows = await tx.transaction((sp) =>
      sp
        .update(teamScores)
        .set({
          teamName: name,
          boardMonth: sql`to_char(${teamScores.finishedOn}, 'YYYY-MM')`,
          joinedAt: now,
          updatedAt: now,
        })
        .where(
          and(
            eq(teamScores.bookingId, bookingId),
            eq(teamScores.finishedOn, adventureDate),
            isNull(teamScores.teamName),
          ),
        )
        .returning({ bookingId: teamScores.bookingId }),
    );
    return rows.length > 0 ? 'published' : 'not-publishable';
  } catch (error) {
    if (isUniqueViolation(error, MONTH_NAME_KEY)) return 'taken';
    throw error;
  }
}

export async function findScore(db: DbOrTx, bookingId: string): Promise<TeamScoreRow | undefined> {
  const [row] = await db.select().from(teamScores).where(eq(teamScores.bookingId, bookingId));
  return row;
}

/** The place of a visible entry on its month's board (1 = best). */
export async function monthRankOf(db: DbOrTx, entry: TeamScoreRow): Promise<number> {
  const [row] = await db
    .select({ ahead: sql<number>`count(*)::int` })
    .from(teamScores)
    .where(
      and(
        visible,
        eq(teamScores.boardMonth, entry.boardMonth ?? ''),
        sql`(${teamScores.scoreSeconds}, ${teamScores.finishedAt}, ${teamScores.bookingId}) < (${entry.scoreSeconds}::int, ${entry.finishedAt.toISOString()}::timestamptz, ${entry.bookingId}::uuid)`,
      ),
    );
  return Number(row?.ahead ?? 0) + 1;
}

/** The top `limit` visible entries of a month (YYYY-MM), or of all time without one, best first. */
export async function listBoard(db: DbOrTx, month: string | undefined, limit: number): Promise<TeamScoreRow[]> {
  const where: SQL | undefined = month === undefined ? visible : and(visible, eq(teamScores.boardMonth, month));
  return db
    .select()
    .from(teamScores)
    .where(where)
    .orderBy(...BOARD_ORDER)
    .limit(limit);
}

/** The leaderboard names of these bookings (hidden ones too: staff see what they moderate). */
export async function listNames(db: DbOrTx, bookingIds: readonly string[]): Promise<Map<string, LeaderboardName>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({ bookingId: teamScores.bookingId, teamName: teamScores.teamName, hiddenAt: teamScores.hiddenAt })
    .from(teamScores)
    .where(and(inArray(teamScores.bookingId, [...bookingIds]), isNotNull(teamScores.teamName)));
  return new Map(rows.map((r) => [r.bookingId, { name: r.teamName ?? '', hidden: r.hiddenAt !== null }]));
}

/** Locks the team's score row for a change by staff. */
export async function lockScore(tx: DbOrTx, bookingId: string): Promise<TeamScoreRow | undefined> {
  const [row] = await tx.select().from(teamScores).where(eq(teamScores.bookingId, bookingId)).for('update');
  return row;
}

export async function setHidden(tx: DbOrTx, bookingId: string, now: Date): Promise<void> {
  await tx.update(teamScores).set({ hiddenAt: now, updatedAt: now }).where(eq(teamScores.bookingId, bookingId));
}
