import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { orderItems } from '../../db/schema/orders';
import { productLots } from '../../db/schema/product-safety';
import { staffClient } from '../../test/staff-client';
import { shopperSession, staffSession } from '../../test/staff-session';
import { buildTestApp, type Driver, type TestApp } from '../../test/test-app';
import { paymentTestKit } from '../payments/payment-test-kit';

/** Test helper (no test itself): the console's order calls as a client makes them. */
export const ordersClient = (app: FastifyInstance, token?: string, language = 'en') => staffClient(app, '/api/backoffice/', token, language);
export type OrdersClient = ReturnType<typeof ordersClient>;

export type Detail = {
  orderNo: string; status: string; version: string; actions: string[];
  buyer: { account: string }; payments: Array<{ method: string; status: string }>;
  timeline: Array<{ kind: string; actor: string; staff: string | null }>;
  shipment: { carrier: string | null; trackingNo: string | null } | null;
  items: Array<{ skuId: number; lots: Array<{ lotNumber: string; quantity: number }> }>;
};

/** One app per test file and driver, an orders staff member's client and the payment test kit. */
export function useOrdersApp(driver: Driver) {
  const ctx = {} as {
    t: TestApp; app: FastifyInstance; staff: OrdersClient; staffAccount: string; kit: ReturnType<typeof paymentTestKit>;
    /** A shopper made straight in the database (signing many up through the API meets the sign-up throttle). */
    buyer: () => Promise<{ id: number; token: string; account: string }>;
  };
  beforeAll(async () => {
    ctx.t = await buildTestApp(driver);
    ctx.app = ctx.t.app;
    const staff = await staffSession(ctx.app, 'orders');
    ctx.staff = ordersClient(ctx.app, staff.token);
    ctx.staffAccount = staff.account;
    ctx.kit = paymentTestKit(ctx.t);
    ctx.buyer = async () => {
      const session = await shopperSession(ctx.app);
      return { id: session.userId, token: session.token, account: session.account };
    };
  });
  afterAll(() => ctx.t?.close());
  return ctx;
}

/** The order's first SKU gets two lots on record, the older one with `oldRemaining` units left; returns their numbers. */
export async function lotsFor(app: FastifyInstance, orderId: number, oldRemaining: number) {
  const [item] = await app.db.select({ skuId: orderItems.skuId }).from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  const tag = randomBytes(4).toString('hex').toUpperCase();
  const lots = { old: `O${tag}`, young: `Y${tag}` };
  await app.db.insert(productLots).values([
    { skuId: item!.skuId, lotNumber: lots.young, manufacturedOn: '2026-06-01', expiresOn: '2099-01-01', quantity: 10, remaining: 10, results: [] },
    { skuId: item!.skuId, lotNumber: lots.old, manufacturedOn: '2025-01-01', expiresOn: '2099-01-01', quantity: 10, remaining: oldRemaining, results: [] },
  ]);
  return { skuId: item!.skuId, ...lots };
}
