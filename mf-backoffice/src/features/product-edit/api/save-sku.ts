import { staffPost } from '../../../lib/staff-api';
import type { Sku } from './get-product';

export type SkuInput = Pick<Sku, 'code' | 'spec' | 'packageSize' | 'purity' | 'price' | 'marketPrice' | 'maxPerOrder' | 'onSale' | 'sort'>
  & { id?: number; productId: number; version?: string };

/** POST /api/backoffice/catalogue/sku/save (catalogue): creates (stock 0) or updates a SKU; 409 when it changed meanwhile. */
export async function saveSku(input: SkuInput) {
  return staffPost<{ id: number; version: string }>('/api/backoffice/catalogue/sku/save', input);
}
