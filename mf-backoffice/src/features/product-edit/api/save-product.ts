import { staffPost } from '../../../lib/staff-api';
import type { ProductRecord } from './get-product';

export type ProductInput = Pick<ProductRecord, 'categoryId' | 'brand' | 'name' | 'summary' | 'description' | 'casNumber' | 'regulatedClass' | 'formula' | 'specs' | 'images' | 'status'>;

/**
 * POST /api/backoffice/catalogue/product/save (catalogue): creates (no id) or updates a product. An update sends
 * the `version` it was read at; a product changed meanwhile is refused with 409 staleRecord.
 */
export async function saveProduct(input: ProductInput & { id?: number; version?: string }) {
  return staffPost<{ id: number; version: string }>('/api/backoffice/catalogue/product/save', input);
}
