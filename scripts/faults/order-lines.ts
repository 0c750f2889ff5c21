/** What the buyers order: a few SKUs given plenty of stock, in quantities 1-3, at the price the preview showed. */
import type pg from 'pg';
import type { Buyer } from './buyers';
import { call } from './shop-client';

export type OrderLine = { skuId: number; quantity: number; expectedPayAmount: number };

const SKUS = 4;
const QUANTITIES = [1, 2, 3];

export async function prepareOrderLines(db: pg.Pool, base: string, buyer: Buyer): Promise<{ lines: OrderLine[]; skuIds: number[]; productIds: number[] }> {
  const { rows } = await db.query<{ id: number; product_id: number }>(
    "SELECT s.id, s.product_id FROM product_skus s JOIN products p ON p.id = s.product_id WHERE s.on_sale AND p.status = 'on_sale' ORDER BY s.id LIMIT $1",
    [SKUS],
  );
  const skuIds = rows.map((row) => Number(row.id));
  // No order may fail for stock or the per-order limit: a refusal would hide what the faults did.
  await db.query('UPDATE product_skus SET stock = 1000000, max_per_order = 999 WHERE id = ANY($1)', [skuIds]);
  const lines: OrderLine[] = [];
  for (const skuId of skuIds) {
    for (const quantity of QUANTITIES) {
      const preview = await call(base, 'POST', '/api/order/preview', {
        token: buyer.token,
        body: { items: [{ skuId, quantity }], addressId: buyer.addressId, userCouponId: null },
      });
      if (preview.status !== 200) throw new Error(`preview of SKU ${skuId} ×${quantity}: HTTP ${preview.status} ${JSON.stringify(preview.body)}`);
      lines.push({ skuId, quantity, expectedPayAmount: (preview.body!.data as { payAmount: number }).payAmount });
    }
  }
  return { lines, skuIds, productIds: [...new Set(rows.map((row) => Number(row.product_id)))] };
}
