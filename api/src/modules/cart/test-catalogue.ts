import { isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { categories } from '../../db/schema/categories';
import { brands, products, productSkus } from '../../db/schema/products';
import { authRequests, type Reply } from '../../test/auth-requests';
import type { CartLine } from './schemas';

/** Test helper (no test itself): products and SKUs of the tests' own, so no test depends on the seed's ids. */
let made = 0;
const text = (label: string) => ({ zh: `${label} 中文`, en: `${label} EN`, ja: `${label} JA`, ko: `${label} KO` });

export type SkuOptions = { price?: number; stock?: number; maxPerOrder?: number; onSale?: boolean };

/** One product (in the first sub-category) with one SKU per option set; prices in fen. */
export async function createProduct(app: FastifyInstance, skus: SkuOptions[] = [{}]) {
  const n = `${process.pid}-${++made}`;
  const [category] = await app.db.select({ id: categories.id }).from(categories).where(isNotNull(categories.parentId)).limit(1);
  const [brand] = await app.db.insert(brands).values({ name: `Test Brand ${n}` }).returning();
  const [product] = await app.db
    .insert(products)
    .values({
      categoryId: category!.id,
      brandId: brand!.id,
      name: text(`Product ${n}`),
      summary: text('summary'),
      description: text('description'),
      images: [`/media/products/${n}/1.svg`],
      specs: [],
    })
    .returning();
  const rows = await app.db
    .insert(productSkus)
    .values(
      skus.map((o, i) => ({
        productId: product!.id,
        code: `T-${n}-${i}`,
        spec: text(`Spec ${i}`),
        packageSize: '25 g',
        price: o.price ?? 12_345,
        stock: o.stock ?? 50,
        maxPerOrder: o.maxPerOrder ?? 20,
        onSale: o.onSale ?? true,
      })),
    )
    .returning();
  return { product: product!, skus: rows };
}

/** The cart calls as a signed-in client makes them; each returns the raw reply. */
export function cartClient(app: FastifyInstance, token: string, language = 'en') {
  const send = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    authRequests(app, { language }).send(method, url, payload, { token });
  return {
    get: () => send('GET', '/api/shoppingcart/get'),
    add: (body: unknown) => send('POST', '/api/shoppingcart/addshoppingcart', body),
    modify: (query: string) => send('POST', `/api/shoppingcart/modify?${query}`),
    remove: (ids: string) => send('POST', `/api/shoppingcart/delete?ids=${ids}`),
    clear: () => send('POST', '/api/shoppingcart/clear'),
    clearInvalid: () => send('POST', '/api/shoppingcart/clear-invalid', {}),
    addScenario: (scenarioId: number | string) => send('POST', `/api/shoppingcart/alladdshoppingcart?scenarioId=${scenarioId}`),
    batch: (body: unknown) => send('POST', '/api/shoppingcart/batchaddshoppingcart', body),
    /** The cart's lines, asserting the call answered 200. */
    async lines(): Promise<CartLine[]> {
      const res = await send('GET', '/api/shoppingcart/get');
      expect(res.statusCode).toBe(200);
      return res.json<{ data: CartLine[] }>().data;
    },
  };
}

/** A refusal as every cart call writes it: the HTTP status, the same code, success false. */
export function expectRefused(res: Reply, status: number, message?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json<{ code: number; success: boolean; message: string }>();
  expect(body).toMatchObject({ code: status, success: false });
  if (message !== undefined) expect(body.message).toBe(message);
}
