import { API, type AuditEntityType, type AuditListResponse } from '@seaside/contract';
import { apiClient } from '@/lib/api-client';
import { checkBody } from '@/lib/contract-check';

export async function fetchAuditList(
  params: { page: number; limit: number; entityType?: AuditEntityType },
  signal?: AbortSignal,
): Promise<AuditListResponse> {
  const { data } = await apiClient.get<AuditListResponse>(API.audit.list, { params, signal });
  checkBody('auditListResponseSchema', data, `GET ${API.audit.list}`);
  return data;
}
