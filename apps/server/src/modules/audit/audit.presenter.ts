import type { AuditEntry } from '@seaside/contract';
import type { AuditRow } from './audit.repository.js';

export function presentAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: String(row.id),
    at: row.createdAt.toISOString(),
    actor: row.actorLabel,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}
