import { staffGet } from '../../../lib/staff-api';
import { useRequest } from '@labmall/shared/hooks/use-request';

export interface AuditEntry { id: number; at: string; actorAccount: string; action: string; entity: string; entityId: string | number | null; before: unknown; after: unknown }
export interface AuditFilter { page: number; entity: string; entityId: string; actor: string; action: string }

export const AUDIT_FILTERS = ['entity', 'entityId', 'actor', 'action'] as const;

export function readAuditFilter(search: URLSearchParams): AuditFilter {
  const page = Number(search.get('page'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    entity: search.get('entity') ?? '', entityId: search.get('entityId') ?? '', actor: search.get('actor') ?? '', action: search.get('action') ?? '',
  };
}

/** The query parameters (and URL) of a filter: empty ones are left out. */
export function auditParams(filter: AuditFilter): Record<string, string> {
  const params: Record<string, string> = { page: String(filter.page), pageSize: '50' };
  for (const key of AUDIT_FILTERS) if (filter[key].trim()) params[key] = filter[key].trim();
  return params;
}

/** GET /api/backoffice/audit/list (admin): every staff write, newest first. */
export async function getAudit(filter: AuditFilter) {
  return staffGet<{ items: AuditEntry[]; total: number; page: number; pageSize: number }>('/api/backoffice/audit/list', auditParams(filter));
}

export const useAudit = (filter: AuditFilter) =>
  useRequest(`backoffice-audit|${new URLSearchParams(auditParams(filter))}`, () => getAudit(filter));
