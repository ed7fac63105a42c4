import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { questions } from '../../db/schema.js';

export type QuestionRow = typeof questions.$inferSelect;
export type NewQuestionRow = typeof questions.$inferInsert;

/** Serialises writes that touch the order or the start flag of the hunt (reorder, isStart). */
const QUESTIONS_WRITE_LOCK = 7_263_101;

/** Takes the transaction-scoped lock every question write holds, so order rules hold under concurrency. */
export async function lockQuestionWrites(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${QUESTIONS_WRITE_LOCK})`);
}

/** Questions in hunt order: sequence, then creation (then id, so the order is total). */
export async function listQuestions(db: DbOrTx, filter: { isActive?: boolean } = {}): Promise<QuestionRow[]> {
  return db
    .select()
    .from(questions)
    .where(filter.isActive === undefined ? undefined : eq(questions.isActive, filter.isActive))
    .orderBy(asc(questions.sequence), asc(questions.createdAt), asc(questions.id));
}

export async function findQuestion(db: DbOrTx, id: string): Promise<QuestionRow | undefined> {
  const [row] = await db.select().from(questions).where(eq(questions.id, id));
  return row;
}

export async function listQuestionIds(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ id: questions.id }).from(questions);
  return rows.map((r) => r.id);
}

export async function insertQuestion(db: DbOrTx, values: NewQuestionRow): Promise<QuestionRow> {
  const [row] = await db.insert(questions).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateQuestion(
  db: DbOrTx,
  id: string,
  values: Partial<Omit<NewQuestionRow, 'id' | 'createdAt'>>,
): Promise<QuestionRow | undefined> {
  const [row] = await db.update(questions).set(values).where(eq(questions.id, id)).returning();
  return row;
}

/** Flips isActive in one statement, so two concurrent toggles give two flips, never a lost one. */
export async function toggleQuestionActive(db: DbOrTx, id: string, at: Date): Promise<QuestionRow | undefined> {
  const [row] = await db
    .update(questions)
    .set({ isActive: sql`not ${questions.isActive}`, updatedAt: at })
    .where(eq(questions.id, id))
    .returning();
  return row;
}

export async function deleteQuestion(db: DbOrTx, id: string): Promise<QuestionRow | undefined> {
  const [row] = await db.delete(questions).where(eq(questions.id, id)).returning();
  return row;
}

/** Clears the start flag on every question except `keepId`. */
export async function clearStartExcept(db: DbOrTx, keepId: string, at: Date): Promise<string[]> {
  const rows = await db
    .update(questions)
    .set({ isStart: false, updatedAt: at })
    .where(and(eq(questions.isStart, true), ne(questions.id, keepId)))
    .returning({ id: questions.id });
  return rows.map((r) => r.id);
}

/** Writes sequence = position (1-based) for every id, in one statement. */
export async function rewriteSequences(db: DbOrTx, orderedIds: readonly string[], at: Date): Promise<void> {
  if (orderedIds.length === 0) return;
  const values = sql.join(
    orderedIds.map((id, index) => sql`(${id}::uuid, ${index + 1}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${questions} as q
       set sequence = v.seq,
           updated_at = case when q.sequence = v.seq then q.updated_at else ${at.toISOString()}::timestamptz end
      from (values ${values}) as v(id, seq)
     where q.id = v.id`);
}
