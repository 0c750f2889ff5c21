import { apiPost } from '@labmall/shared/api/lazy-client';

/** POST /api/backoffice/catalogue/hazard/delete (catalogue): the product is no longer classified. */
export async function deleteHazard(productId: number) {
  return (await apiPost<unknown>('/api/backoffice/catalogue/hazard/delete', { productId })).data;
}
