/**
 * What bench:orders and bench:cluster share around the order load generator (order-load-worker.ts): the SKUs
 * they order (stock set up by SQL, pay amounts from the preview a shopper sees) and the worker thread itself.
 */
import { Worker } from 'node:worker_threads';
import type { Buyer } from './bench-buyers';
import { callJson } from './bench-buyers';
import { loadWorkerSource, type LoadResult } from './order-load-worker';

/** A raw SQL query on the benchmark's database: the app's `db.execute` or a pg client's `query`. */
export type Sql = <T>(query: string) => Promise<{ rows: T[] }>;

export interface OrderSkus {
  /** On sale with stock for the whole run, so no throughput order fails for stock. */
  skus: number[];
  /** One SKU per race, each with exactly `raceUnits` in stock. */
  raceSkus: number[];
  /** What one unit of each SKU costs, as the preview shows it (the order must name it). */
  payable: Record<number, number>;
}

export async function prepareOrderSkus(sql: Sql, base: string, token: string, counts: { throughput: number; races: number; raceUnits: number }): Promise<OrderSkus> {
  const picked = (await sql<{ id: number }>(
    `SELECT s.id FROM product_skus s JOIN products p ON p.id = s.product_id WHERE s.on_sale AND p.status = 'on_sale' ORDER BY s.id LIMIT ${counts.throughput + counts.races}`,
  )).rows.map((r) => Number(r.id));
  if (picked.length < counts.throughput + counts.races) throw new Error(`the seeded catalogue has only ${picked.length} SKUs on sale`);
  const skus = picked.slice(0, counts.throughput);
  const raceSkus = picked.slice(counts.throughput);
  await sql(`UPDATE product_skus SET stock = 1000000, max_per_order = 9999 WHERE id IN (${skus.join(',')})`);
  await sql(`UPDATE product_skus SET stock = ${counts.raceUnits} WHERE id IN (${raceSkus.join(',')})`);
  const payable: Record<number, number> = {};
  for (const skuId of picked) {
    const preview = await callJson(base, 'POST', '/api/order/preview', { items: [{ skuId, quantity: 1 }], userCouponId: null }, token);
    payable[skuId] = (preview.data as { payAmount: number }).payAmount;
  }
  return { skus, raceSkus, payable };
}

export interface OrderLoad {
  /** throughput: each buyer orders in a loop for `seconds`; race: every buyer orders one unit of skus[0] at once. */
  mode: 'throughput' | 'race';
  base: string;
  accounts: Buyer[];
  skus: number[];
  payable: Record<number, number>;
  seconds: number;
}

/** Runs the load in a worker thread, off this thread's event loop (which may be serving the API). */
export function runOrderLoad(load: OrderLoad): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(loadWorkerSource, { eval: true, workerData: load });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}
