import { AUDIT_PAGE_SIZE, type AuditEntityType } from '@seaside/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchAuditList } from '../api/audit';

export function useAuditList(page: number, entityType: AuditEntityType | undefined) {
  return useQuery({
    queryKey: ['admin', 'audit', page, entityType ?? 'all'],
    queryFn: ({ signal }) => fetchAuditList({ page, limit: AUDIT_PAGE_SIZE, entityType }, signal),
    placeholderData: keepPreviousData,
  });
}
