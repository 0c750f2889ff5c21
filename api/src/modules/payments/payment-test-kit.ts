import { randomBytes } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { orderEvents, orderItems, orders, type OrderAddress, type OrderStatus } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { pointsLedger } from '../../db/schema/points';
import { products } from '../../db/schema/products';
import { authRequests } from '../../test/auth-requests';
import { catalogueRows, texts } from '../../test/catalogue-rows';
import type { TestApp } from '../../test/test-app';
import { createPointsRepository } from '../points/repository';
import { signNotification } from './signature';

const address: OrderAddress = {
  receiver: '测试', mobile: '13800000000', provinceCode: '310000', cityCode: '310100', districtCode: '310104',
  province: '上海市', city: '上海市', district: '徐汇区', detail: '测试路 1 号', postcode: '',
};

export type OrderOptions = { payAmount?: number; status?: OrderStatus; payDeadline?: Date | null; quantities?: number[] };

/**
 * Test helper (no test itself): shoppers, their orders written straight into the database (so these tests
 * do not depend on order creation), the payment calls as clients make them, and what the database holds.
 */
export function paymentTestKit(t: TestApp) {
  const db = t.app.db;
  const api = authRequests(t.app);
  const rows = catalogueRows(db);

  const kit = {
    api,
    async shopper() {
      const me = await api.signUp();
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.account, me.account));
      return { ...me, id: row!.id };
    },

    /** An order of `userId` with one product per quantity (default unpaid, ¥123.45, 30 minutes to pay). */
    async order(userId: number, options: OrderOptions = {}) {
      const { payAmount = 12_345, status = 'unpaid', quantities = [2, 3] } = options;
      const payDeadline = options.payDeadline === undefined ? new Date(Date.now() + 30 * 60_000) : options.payDeadline;
      const brandId = await rows.brand('Paid');
      const orderNo = `LMT${randomBytes(6).toString('hex').toUpperCase()}`;
      const [order] = await db
        .insert(orders)
        .values({ orderNo, userId, status, goodsAmount: payAmount, payAmount, address, payDeadline })
        .returning({ id: orders.id });
      const productIds: number[] = [];
      for (const quantity of quantities) {
        const product = await rows.product({ categoryId: 101, brandId, sales: 7 });
        const sku = await rows.sku(product.id);
        productIds.push(product.id);
        await db.insert(orderItems).values({
          orderId: order!.id, productId: product.id, skuId: sku.id, skuCode: sku.code, name: texts('p'), spec: texts('s'), unitPrice: 100, quantity,
        });
      }
      return { id: order!.id, orderNo, productIds, quantities };
    },

    methods: (token: string) => api.send('GET', '/api/payment/methods', undefined, { token }),
    create: (token: string, body: unknown, language = 'en') => api.send('POST', '/api/payment/create', body, { token, language }),
    status: (token: string, orderNo: string) => api.send('GET', `/api/payment/status?orderNo=${encodeURIComponent(orderNo)}`, undefined, { token }),
    /** A gateway payment's number, opened through the API. */
    async paymentNo(token: string, orderNo: string, method = 'alipay'): Promise<string> {
      const res = await kit.create(token, { orderNo, method });
      if (res.statusCode !== 200) throw new Error(`payment/create failed: ${res.body}`);
      return res.json<{ data: { paymentNo: string } }>().data.paymentNo;
    },

    /** Posts a notification as the gateway would; `tamper` changes what is signed or sent. */
    notify(body: Record<string, unknown>, tamper: { timestamp?: number; secret?: string; signature?: string; rawBody?: string } = {}) {
      const rawBody = tamper.rawBody ?? JSON.stringify(body);
      const timestamp = String(tamper.timestamp ?? Date.now());
      const signature = tamper.signature ?? signNotification(tamper.secret ?? t.config.paymentSandboxSecret, timestamp, rawBody);
      return t.app.inject({
        method: 'POST',
        url: '/api/payment/notify',
        headers: { 'content-type': 'application/json', 'x-sandbox-timestamp': timestamp, 'x-sandbox-signature': signature },
        payload: rawBody,
      });
    },

    orderRow: async (orderId: number) => (await db.select().from(orders).where(eq(orders.id, orderId)))[0]!,
    events: (orderId: number) => db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id)),
    payments: (orderId: number) => db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id)),
    sales: async (productIds: number[]) =>
      (await db.select({ id: products.id, sales: products.sales }).from(products).where(inArray(products.id, productIds)).orderBy(asc(products.id))).map(
        (row) => row.sales,
      ),
    balance: (userId: number) => createPointsRepository(db).balance(userId),
    ledger: (userId: number) => db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(asc(pointsLedger.id)),
  };
  return kit;
}
