import { isDeepStrictEqual } from 'node:util';
import type { AuditEntityType } from '@seaside/contract';
import type { DbOrTx } from '../db/client.js';
import { auditLog } from '../db/schema.js';

export interface AuditEntry {
  actorId: string | null;
  actorLabel: string;
  action: string;
  /** One of the Activity page's kinds, so every record can be found by its filter. */
  entityType: AuditEntityType;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one audit record; call it inside the transaction of the change it describes. An edit
 * whose before and after are the same (a value saved again as it was) changed nothing and is not
 * recorded, so the Activity page lists changes only.
 */
export async function writeAudit(db: DbOrTx, entry: AuditEntry, at: Date): Promise<void> {
  const before = entry.before ?? null;
  const after = entry.after ?? null;
  if (before !== null && after !== null && isDeepStrictEqual(before, after)) return;
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    actorLabel: entry.actorLabel,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before,
    after,
    createdAt: at,
  });
}
