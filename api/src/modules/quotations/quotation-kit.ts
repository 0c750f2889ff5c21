import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { products } from '../../db/schema/products';
import { quotations } from '../../db/schema/quotations';
import { createQuotationOps } from '../../ops/quotation-ops';
import { createProduct } from '../cart/test-catalogue';
import { dataOf, shopper, type Shopper } from '../orders/order-kit';
import { chinaToday } from './validity';

/** Test helper (no test itself): the quotation calls as a client makes them, and staff's answer. */
export function quotationCalls(buyer: Shopper) {
  return {
    create: (body: unknown) => buyer.send('POST', '/api/quotation/create', body),
    list: (query = '') => buyer.send('GET', `/api/quotation/list${query ? `?${query}` : ''}`),
    detail: (quoteNo: string) => buyer.send('GET', `/api/quotation/detail?quoteNo=${quoteNo}`),
    accept: (quoteNo: string, addressId = buyer.address.id) => buyer.send('POST', `/api/quotation/accept?quoteNo=${quoteNo}`, { addressId }),
    pdf: (quoteNo: string) => buyer.send('GET', `/api/quotation/pdf?quoteNo=${quoteNo}`),
  };
}

/** A date `days` from today on the China calendar (YYYY-MM-DD). */
export const inDays = (days: number) => chinaToday(new Date(Date.now() + days * 86_400_000));

/** A buyer, a product of two SKUs (¥100 and ¥250 list) named in Chinese, and a requested quotation of both. */
export async function requestedQuotation(app: FastifyInstance, language = 'en') {
  const buyer = await shopper(app, language);
  const { product, skus } = await createProduct(app, [{ price: 10_000, stock: 50 }, { price: 25_000, stock: 50 }]);
  await app.db.update(products).set({ name: { zh: '六氟磷酸锂电解液', en: 'LiPF6 electrolyte', ja: '六フッ化リン酸リチウム電解液', ko: '육불화인산리튬 전해액' } }).where(eq(products.id, product.id));
  const calls = quotationCalls(buyer);
  const body = {
    items: [{ skuId: skus[0]!.id, quantity: 10 }, { skuId: skus[1]!.id, quantity: 2 }],
    institution: '中国科学院物理研究所', deliveryCity: '北京', wantedDate: inDays(14), invoice: { type: 'none' }, note: 'for the CV lab',
  };
  const created = dataOf<{ quoteNo: string; status: string }>(await calls.create(body));
  return { buyer, calls, skus, body, quoteNo: created.quoteNo, created };
}

/** Staff's answer: ¥80 and ¥200 a unit, ¥15 shipping, valid for `days` (quotation-ops.ts). */
export async function answer(app: FastifyInstance, quoteNo: string, skuCodes: string[], days = 7) {
  return createQuotationOps(app.db).answer(quoteNo, {
    lines: [{ sku: skuCodes[0], unitPrice: 80 }, { sku: skuCodes[1], unitPrice: 200 }], shipping: 15, validUntil: inDays(days), note: 'Delivery in 5 working days',
  });
}

/** Moves the validity into the past, as if the date had gone by. */
export async function expire(app: FastifyInstance, quoteNo: string) {
  await app.db.update(quotations).set({ validUntil: new Date(Date.now() - 60_000) }).where(eq(quotations.quoteNo, quoteNo));
}
