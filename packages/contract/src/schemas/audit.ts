import { z } from 'zod';
import { AUDIT_ENTITY_TYPES, AUDIT_PAGE_SIZE } from '../constants.js';

/** operations.md section 6: the audit log, newest first. */
export const auditListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
  entityType: z.union([z.enum(AUDIT_ENTITY_TYPES).optional(), z.literal('').transform(() => undefined)], {
    error: `entityType is one of ${AUDIT_ENTITY_TYPES.join(', ')}.`,
  }),
});

export const auditEntrySchema = z
  .object({
    id: z.string(),
    at: z.string(),
    /** The admin's mobile number, or "customer" / "system". */
    actor: z.string(),
    action: z.string(),
    entityType: z.string(),
    entityId: z.string(),
    before: z.unknown(),
    after: z.unknown(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListResponseSchema = z
  .object({ entries: z.array(auditEntrySchema), total: z.number().int() })
  .meta({ id: 'AuditList' });
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
