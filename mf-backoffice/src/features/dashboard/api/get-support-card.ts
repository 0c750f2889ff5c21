import { useRequest } from '@labmall/shared/hooks/use-request';
import { staffGet } from '../../../lib/staff-api';

export interface SupportCard { waiting: number; submitted: number; reviewing: number; approved: number }

/** GET /api/backoffice/dashboard/support (support): after-sales requests not yet completed or rejected. */
export const getSupportCard = () => staffGet<SupportCard>('/api/backoffice/dashboard/support');

/** Null when the staff member may not see after-sales: then nothing is asked. */
export const useSupportCard = (allowed: boolean) => useRequest(allowed ? 'backoffice-dashboard-support' : null, getSupportCard);
