import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import type { OrderStatus } from '../../db/schema/orders';
import { authRequests } from '../../test/auth-requests';
import { catalogueRows } from '../../test/catalogue-rows';
import type { TestApp } from '../../test/test-app';

/**
 * What the review tests need on an app of their own: products with a SKU, and shoppers who bought some
 * of them (an order of the given status), each signed in with a token.
 */
export function reviewTestKit(t: TestApp) {
  const rows = catalogueRows(t.app.db);
  const api = authRequests(t.app);
  let brandId: number | undefined;

  return {
    api,
    async product(status: 'on_sale' | 'off_sale' = 'on_sale') {
      brandId ??= await rows.brand('Reviewed');
      const product = await rows.product({ categoryId: 101, brandId, status });
      const sku = await rows.sku(product.id);
      return { productId: product.id, skuId: sku.id };
    },
    /** A signed-in shopper named `nickname` with one order of `status` holding `bought`. */
    async shopper(nickname: string, bought: Array<{ productId: number; skuId: number }> = [], status: OrderStatus = 'completed') {
      const me = await api.signUp();
      await t.app.db.update(users).set({ nickname }).where(eq(users.account, me.account));
      if (bought.length > 0) await rows.order(me.account, status, bought);
      const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.account, me.account));
      return { ...me, id: row!.id, orderMore: (lines: typeof bought, s: OrderStatus) => rows.order(me.account, s, lines) };
    },
    comment: (token: string | undefined, body: unknown, language = 'en') =>
      api.send('POST', '/api/productcomment/comment', body, { language, ...(token ? { token } : {}) }),
    list: (query: string, language = 'en') => api.send('GET', `/api/productcomment/list?${query}`, undefined, { language }),
  };
}
