import { isDeepStrictEqual } from 'node:util';
import type { AuditEntityType, AuditListResponse } from '@seaside/contract';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import { presentAuditEntry } from './audit.presenter.js';
import { countAudit, insertAudit, listAudit } from './audit.repository.js';

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
 * Writes one audit record; every module calls it inside the transaction of the change it
 * describes, so a change and its record commit together. An edit whose before and after are the
 * same (a value saved again as it was) changed nothing and is not recorded, so the Activity page
 * lists changes only.
 */
export async function writeAudit(db: DbOrTx, entry: AuditEntry, at: Date): Promise<void> {
  const before = entry.before ?? null;
  const after = entry.after ?? null;
  if (before !== null && after !== null && isDeepStrictEqual(before, after)) return;
  const { actorId, actorLabel, action, entityType, entityId } = entry;
  await insertAudit(db, { actorId, actorLabel, action, entityType, entityId, before, after, createdAt: at });
}

/** The activity log for staff (operations.md section 6). */
export class AuditService {
  constructor(private readonly deps: AppDeps) {}

  /** `GET /api/audit/list`: a page of records, newest first, of one kind or of all, and how many there are. */
  async list(page: number, limit: number, entityType: AuditEntityType | undefined): Promise<AuditListResponse> {
    const db = this.deps.database.db;
    const [rows, total] = await Promise.all([
      listAudit(db, entityType, (page - 1) * limit, limit),
      countAudit(db, entityType),
    ]);
    return { entries: rows.map(presentAuditEntry), total };
  }
}
