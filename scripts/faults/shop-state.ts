/** The figures the audit compares before and after a scenario: stock of the ordered SKUs, buyers' points. */
import type pg from 'pg';

export type ShopState = { stock: Map<number, number>; balance: Map<number, number> };

export async function readShopState(db: pg.Pool, skuIds: number[], userIds: number[]): Promise<ShopState> {
  const stock = await db.query<{ id: number; stock: number }>('SELECT id, stock FROM product_skus WHERE id = ANY($1)', [skuIds]);
  const balance = await db.query<{ user_id: number; balance: number }>('SELECT user_id, balance FROM points_accounts WHERE user_id = ANY($1)', [userIds]);
  return {
    stock: new Map(stock.rows.map((row) => [Number(row.id), Number(row.stock)])),
    // A buyer has no points account before the first credit: that is a balance of 0.
    balance: new Map(userIds.map((id) => [id, Number(balance.rows.find((row) => Number(row.user_id) === id)?.balance ?? 0)])),
  };
}
