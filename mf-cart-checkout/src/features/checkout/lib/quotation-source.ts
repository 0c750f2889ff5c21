import { parseLineIds } from './parse-line-ids';

/** The lines a request for quotation is about, as the API names them: cart lines, or one SKU and a quantity. */
export type QuotationSource = { cartLineIds: number[] } | { items: [{ skuId: number; quantity: number }] };

const MAX_QUANTITY = 9_999;

/**
 * From the URL: `?lineIds=31,32` (the cart's selected lines) or `?skuId=7&quantity=3` (a product page);
 * null when neither is well-formed (the page then says there is nothing to quote).
 */
export function quotationSource(search: URLSearchParams): QuotationSource | null {
  const cartLineIds = parseLineIds(search.get('lineIds'));
  if (cartLineIds.length > 0) return { cartLineIds };
  const skuId = Number(search.get('skuId'));
  const quantity = Number(search.get('quantity') ?? '1');
  if (!Number.isInteger(skuId) || skuId < 1 || skuId > 2_147_483_647) return null;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) return null;
  return { items: [{ skuId, quantity }] };
}
