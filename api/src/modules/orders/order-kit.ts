import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/auth';
import { orders } from '../../db/schema/orders';
import { productSkus } from '../../db/schema/products';
import { couponTemplates, userCoupons } from '../../db/schema/promotions';
import { authRequests, freshIp, type Reply } from '../../test/auth-requests';
import { texts } from '../../test/catalogue-rows';
import { addressClient } from '../addresses/address-client';
import { cartClient } from '../cart/test-catalogue';

/** Test helper (no test itself): a signed-in shopper with an address, and the order calls as a client makes them. */
export async function shopper(app: FastifyInstance, language = 'en') {
  // Each shopper registers from an address of its own: the registration throttle counts per address.
  const api = authRequests(app, { language, ip: freshIp() });
  const { token, account } = await api.signUp();
  const address = await addressClient(app, token).created();
  const send = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    api.send(method, url, payload, { token, headers });
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.account, account));

  return {
    userId: user!.id,
    token,
    address,
    cart: cartClient(app, token, language),
    send,
    preview: (body: unknown) => send('POST', '/api/order/preview', body),
    create: (body: unknown, key: string = randomUUID()) => send('POST', '/api/order/create', body, { 'idempotency-key': key }),
    detail: (orderNo: string) => send('GET', `/api/order/detail?orderNo=${orderNo}`),
    list: (query = '') => send('GET', `/api/order/list${query ? `?${query}` : ''}`),
    counts: () => send('GET', '/api/order/counts'),
    cancel: (orderNo: string) => send('POST', `/api/order/cancel?orderNo=${orderNo}`),
    confirmReceipt: (orderNo: string) => send('POST', `/api/order/confirm-receipt?orderNo=${orderNo}`),

    /** A create body for `items` that expects what the preview says it costs. */
    async orderBody(items: { skuId: number; quantity: number }[], extra: Record<string, unknown> = {}) {
      const preview = await send('POST', '/api/order/preview', { items, userCouponId: extra.userCouponId ?? null });
      if (preview.statusCode !== 200) throw new Error(`preview failed: ${preview.body}`);
      const payAmount = preview.json<{ data: { payAmount: number } }>().data.payAmount;
      return { items, addressId: address.id, invoice: { type: 'none' }, note: '', userCouponId: null, expectedPayAmount: payAmount, ...extra };
    },
  };
}
export type Shopper = Awaited<ReturnType<typeof shopper>>;

/** The data of a 200 reply (fails loudly with the body otherwise). */
export function dataOf<T = Record<string, unknown>>(res: Reply): T {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return res.json<{ data: T }>().data;
}

export async function stockOf(app: FastifyInstance, skuId: number): Promise<number> {
  const [row] = await app.db.select({ stock: productSkus.stock }).from(productSkus).where(eq(productSkus.id, skuId));
  return row!.stock;
}

export async function orderCount(app: FastifyInstance, userId: number): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  return row!.n;
}

/** A ¥`amount` cash coupon without threshold for `userId`, valid now; returns the user coupon id. */
export async function giveCoupon(app: FastifyInstance, userId: number, amountFen = 500): Promise<number> {
  const [template] = await app.db
    .insert(couponTemplates)
    .values({ code: `T${randomUUID().slice(0, 12)}`, name: texts('coupon'), kind: 'cash', amount: amountFen, threshold: 0, trigger: 'issued', validDays: 30 })
    .returning({ id: couponTemplates.id });
  const now = Date.now();
  const [coupon] = await app.db
    .insert(userCoupons)
    .values({ userId, templateId: template!.id, validFrom: new Date(now - 60_000), validTo: new Date(now + 86_400_000) })
    .returning({ id: userCoupons.id });
  return coupon!.id;
}

export async function couponOrderId(app: FastifyInstance, userCouponId: number): Promise<number | null> {
  const [row] = await app.db.select({ orderId: userCoupons.orderId }).from(userCoupons).where(eq(userCoupons.id, userCouponId));
  return row!.orderId;
}
