import { useRequest } from '@labmall/shared/hooks/use-request';
import { staffGet } from '../../../lib/staff-api';

export interface LabGroupRow { id: number; name: string; institution: string; memberCount: number; createdAt: string }
export interface LabGroupQuery { q: string; page: number; pageSize: number }

/** The query parameters (an empty search left out). */
const params = ({ q, page, pageSize }: LabGroupQuery) => ({ ...(q.trim() ? { q: q.trim() } : {}), page: String(page), pageSize: String(pageSize) });

/** GET /api/backoffice/lab-groups (support): groups whose name or institution holds `q`, newest first. */
export async function getLabGroups(query: LabGroupQuery) {
  return staffGet<{ items: LabGroupRow[]; total: number; page: number; pageSize: number }>('/api/backoffice/lab-groups', params(query));
}

export const useLabGroups = (query: LabGroupQuery) =>
  useRequest(`backoffice-lab-groups|${new URLSearchParams(params(query))}`, () => getLabGroups(query));
