import { apiPost } from '@labmall/shared/api/client';
import { CODE_OK, CODE_PARTIAL } from '@labmall/shared/api/envelope';
import type { CartReportLine } from './lab-list-types';

/**
 * POST /api/lablists/add-to-cart?id=…: every line the cart can take goes in (a short line with what is left);
 * 200 when all went in whole, -1007 otherwise. Both carry the per-line report.
 */
export async function addLabListToCart(id: number): Promise<CartReportLine[]> {
  const body = await apiPost<{ lines: CartReportLine[] }>('/api/lablists/add-to-cart', undefined, { params: { id } });
  if ((body.code !== CODE_OK && body.code !== CODE_PARTIAL) || !Array.isArray(body.data?.lines)) throw body;
  return body.data.lines;
}
