import { staffPost } from '../../../lib/staff-api';
import type { RelatedList } from './get-product';

/** The most products a "bought together" list holds (the server refuses more). */
export const MAX_RELATED = 12;

/**
 * POST /api/backoffice/catalogue/related/save (catalogue): replaces a product's "bought together" list, in this
 * order, at the list's `version` (409 staleRecord when it changed meanwhile); answers the list as saved.
 */
export async function saveRelatedProducts(input: { productId: number; version: string; relatedIds: number[] }) {
  return staffPost<RelatedList>('/api/backoffice/catalogue/related/save', input);
}
