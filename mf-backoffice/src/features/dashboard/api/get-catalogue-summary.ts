import { staffGet } from '../../../lib/staff-api';
import { useRequest } from '@labmall/shared/hooks/use-request';

interface Counted { total: number }

/** Two one-row pages of GET /api/backoffice/catalogue/products (catalogue): how many products, how many low on stock. */
export async function getCatalogueSummary() {
  const count = async (extra: Record<string, string>) =>
    (await staffGet<Counted>('/api/backoffice/catalogue/products', { page: '1', pageSize: '1', ...extra })).total;
  const [products, lowStock] = await Promise.all([count({}), count({ lowStock: 'true' })]);
  return { products, lowStock };
}

/** Null when the staff member may not see the catalogue: then nothing is asked. */
export const useCatalogueSummary = (allowed: boolean) => useRequest(allowed ? 'backoffice-catalogue-summary' : null, getCatalogueSummary);
