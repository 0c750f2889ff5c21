import { useRequest } from '@labmall/shared/hooks/use-request';
import { staffGet } from '../../../lib/staff-api';

/** GET /api/backoffice/dashboard/quotations (quotations): requests waiting for an answer. */
export const getQuotationsCard = () => staffGet<{ waiting: number }>('/api/backoffice/dashboard/quotations');

/** Null when the staff member may not see quotations: then nothing is asked. */
export const useQuotationsCard = (allowed: boolean) => useRequest(allowed ? 'backoffice-dashboard-quotations' : null, getQuotationsCard);
