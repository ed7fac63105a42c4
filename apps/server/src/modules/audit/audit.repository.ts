import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export async function insertAudit(db: DbOrTx, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

const kindIs = (entityType: string | undefined) => (entityType ? eq(auditLog.entityType, entityType) : undefined);

/** One page of the audit log, newest first (ids grow in the order records are written). */
export async function listAudit(
  db: DbOrTx,
  entityType: string | undefined,
  offset: number,
  limit: number,
): Promise<AuditRow[]> {
  return db.select().from(auditLog).where(kindIs(entityType)).orderBy(desc(auditLog.id)).offset(offset).limit(limit);
}

export async function countAudit(db: DbOrTx, entityType: string | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(auditLog).where(kindIs(entityType));
  return row?.total ?? 0;
}
