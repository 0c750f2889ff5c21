import { useRequest } from '@labmall/shared/hooks/use-request';
import { staffGet } from '../../../lib/staff-api';

export interface StockCard {
  threshold: number;
  lowStock: number;
  lowest: Array<{ skuId: number; code: string; productId: number; name: string; stock: number }>;
}

/** GET /api/backoffice/dashboard/catalogue (catalogue): how many SKUs are low on stock, and the five lowest. */
export const getStockCard = () => staffGet<StockCard>('/api/backoffice/dashboard/catalogue');

/** Null when the staff member may not see the catalogue: then nothing is asked. */
export const useStockCard = (allowed: boolean) => useRequest(allowed ? 'backoffice-dashboard-catalogue' : null, getStockCard);
