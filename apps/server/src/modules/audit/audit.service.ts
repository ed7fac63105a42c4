import type { AuditEntityType, AuditListResponse } from '@seaside/contract';
import type { AppDeps } from '../../app-deps.js';
import { presentAuditEntry } from './audit.presenter.js';
import { countAudit, listAudit } from './audit.repository.js';

/** The activity log for staff (operations.md section 6); records are written by each change via core/audit.ts. */
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
