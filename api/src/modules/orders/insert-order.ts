import { sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { orders } from '../../db/schema/orders';
import type { Db } from '../../db/types';
import type { LocalizedText } from '../../i18n/language';
import { KeyTaken } from './idempotency';
import type { PlacedOrder } from './repository';

export type NewOrderLine = {
  productId: number;
  skuId: number;
  skuCode: string;
  name: LocalizedText;
  spec: LocalizedText;
  unitPrice: number;
  listPrice: number;
  quantity: number;
};

export type NewOrder = {
  values: PgInsertValue<typeof orders>;
  lines: NewOrderLine[];
  request: { userId: number; key: string; hash: string };
  at: Date;
};

type Inserted = { id: number; order_no: string; status: PlacedOrder['status']; pay_amount: number; deadline_ms: string | number | null; claimed: boolean };

/**
 * Writes the order, its Idempotency-Key row, its lines and the first timeline event in ONE statement
 * (data-modifying CTEs), in the caller's transaction: order creation is the shop's hottest write and each
 * round trip costs both processes CPU. The key row is claimed before any stock is taken (the caller takes
 * it next): a racing request with the same key waits on the key's primary key until this transaction ends,
 * then inserts nothing, and KeyTaken rolls it back.
 */
export async function insertOrder(tx: Db, order: NewOrder): Promise<PlacedOrder> {
  const insertOrderRow = tx.insert(orders).values(order.values).returning({
    id: orders.id, orderNo: orders.orderNo, status: orders.status, payAmount: orders.payAmount, payDeadline: orders.payDeadline,
  });
  const lines = JSON.stringify(
    order.lines.map((l) => ({
      product_id: l.productId, sku_id: l.skuId, sku_code: l.skuCode, name: l.name, spec: l.spec,
      unit_price: l.unitPrice, list_price: l.listPrice, quantity: l.quantity,
    })),
  );
  const { userId, key, hash } = order.request;
  // getSQL(): embedded as a query builder, drizzle would wrap the INSERT in parentheses, which WITH refuses.
  const result = (await tx.execute(sql`
    WITH o AS (${insertOrderRow.getSQL()}),
    k AS (
      INSERT INTO order_requests (user_id, key, request_hash, order_id)
      SELECT ${userId}, ${key}, ${hash}, o.id FROM o
      ON CONFLICT DO NOTHING RETURNING order_id
    ),
    i AS (
      INSERT INTO order_items (order_id, product_id, sku_id, sku_code, name, spec, unit_price, list_price, quantity)
      SELECT o.id, v.product_id, v.sku_id, v.sku_code, v.name, v.spec, v.unit_price, v.list_price, v.quantity
      FROM o, jsonb_to_recordset(${lines}::jsonb)
        AS v(product_id int, sku_id int, sku_code text, name jsonb, spec jsonb, unit_price int, list_price int, quantity int)
    ),
    e AS (
      INSERT INTO order_events (order_id, from_status, to_status, actor, created_at)
      SELECT o.id, NULL, 'unpaid', 'buyer', ${order.at.toISOString()}::timestamptz FROM o
    )
    SELECT o.id, o.order_no, o.status, o.pay_amount,
      (extract(epoch FROM o.pay_deadline) * 1000)::bigint AS deadline_ms,
      EXISTS (SELECT 1 FROM k) AS claimed
    FROM o
  `)) as unknown as { rows: Inserted[] };
  const row = result.rows[0]!;
  if (!row.claimed) throw new KeyTaken();
  return {
    id: Number(row.id),
    orderNo: row.order_no,
    status: row.status,
    payAmount: Number(row.pay_amount),
    payDeadline: row.deadline_ms === null ? null : new Date(Number(row.deadline_ms)),
  };
}
