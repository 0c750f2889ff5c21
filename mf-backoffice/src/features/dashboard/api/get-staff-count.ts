import { staffGet } from '../../../lib/staff-api';
import { useRequest } from '@labmall/shared/hooks/use-request';

/** A one-row page of GET /api/backoffice/staff/list (admin): how many accounts hold a staff scope. */
export async function getStaffCount() {
  return (await staffGet<{ total: number }>('/api/backoffice/staff/list', { page: '1', pageSize: '1' })).total;
}

/** Null when the staff member is not admin: then nothing is asked. */
export const useStaffCount = (allowed: boolean) => useRequest(allowed ? 'backoffice-staff-count' : null, getStaffCount);
