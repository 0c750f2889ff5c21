import { staffGet } from '../../../lib/staff-api';
import { useRequest } from '@labmall/shared/hooks/use-request';

export interface StaffMember { id: number; account: string; nickname: string; scope: string[]; secondFactor: boolean }

/** GET /api/backoffice/staff/list (admin): every account holding a staff scope; `q` matches the account. */
export async function getStaff(page: number, q: string) {
  return staffGet<{ items: StaffMember[]; total: number; page: number; pageSize: number }>(
    '/api/backoffice/staff/list', { page, pageSize: 50, ...(q ? { q } : {}) });
}

export const useStaff = (page: number, q: string, version: number) =>
  useRequest(`backoffice-staff|${page}|${q}|${version}`, () => getStaff(page, q));
