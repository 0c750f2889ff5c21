import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/products';
import { useAuthApp, type Reply } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import { cartClient } from '../cart/test-catalogue';
import { promotionKit } from './promotion-test-kit';

type Coupon = { userCouponId: number; name: string; discount: number; unavailableReason: string | null };
type Pricing = {
  lines: { skuId: number; cartLineId: number | null; unitPrice: number; amount: number; activity: unknown; fullReductionRuleId: number | null }[];
  reductions: { ruleId: number; reduction: number; nextTier: unknown }[];
  coupon: Coupon | null;
  coupons: Coupon[];
} & Record<string, unknown>;

describe.each(drivers)('checkout promotions on %s', (driver) => {
  const ctx = useAuthApp(driver, { REGISTER_MAX_PER_IP: '100000' });
  const kit = () => promotionKit(ctx.t.app.db);
  const post = (url: string, body: unknown, token?: string) => ctx.api.send('POST', url, body, { ...(token ? { token } : {}) });
  const calculate = (body: unknown, token?: string) => post('/api/fullsubtracting/calculate/order/reduce', body, token);
  const available = (body: unknown, token?: string) => post('/api/coupon/order/available/coupon', body, token);

  /** A new shopper (holding the new-user coupons) with ¥200 and ¥150 SKUs in the cart; a 满300减30 rule on them. */
  async function shopperWithCart() {
    const k = kit();
    const { token } = await ctx.api.signUp();
    const product = await k.product([20_000, 15_000]);
    const ruleId = await k.rule({ categoryIds: [product.top], tiers: [{ threshold: 30_000, reduce: 3_000 }, { threshold: 80_000, reduce: 10_000 }] });
    await k.activity([{ skuId: product.skus[0]!, price: 18_000 }]);
    const cart = cartClient(ctx.t.app, token);
    for (const skuId of product.skus) await cart.add({ skuId, quantity: 1 });
    const lines = await cart.lines();
    return { token, ruleId, productId: product.productId, skus: product.skus, lines, lineIds: lines.map((l) => l.id) };
  }

  it('prices the shopper\'s cart lines without a coupon, with the "spend more" hint', async () => {
    const { token, ruleId, skus, lines } = await shopperWithCart();
    const res = await calculate({ cartLineIds: lines.map((l) => l.id) }, token);
    expect(res.statusCode, res.body).toBe(200);
    const pricing = res.json<{ data: Pricing }>().data;
    // In the order asked; the first SKU sells at its activity price (¥180 instead of ¥200).
    expect(pricing.lines.map((l) => [l.cartLineId, l.skuId, l.unitPrice, l.fullReductionRuleId, l.activity !== null])).toEqual(
      lines.map((l) => [l.id, l.skuId, l.skuId === skus[0] ? 180 : 150, ruleId, l.skuId === skus[0]]),
    );
    expect(pricing).toMatchObject({
      goodsAmount: 330, activitySaving: 20, reductionAmount: 30, coupon: null, couponAmount: 0, shippingAmount: 0, payAmount: 300, pointsToEarn: 300,
      reductions: [{ ruleId, kind: 'reduce', eligibleAmount: 330, reduction: 30, nextTier: { threshold: 800, reduce: 100, missing: 470 } }],
    });
    // What each held coupon would do: ¥50 off from ¥300 (300 after the reduction), 5 % of 300.
    expect(pricing.coupons.map((c) => [c.discount, c.unavailableReason])).toEqual([[50, null], [15, null]]);
  });

  it('prices "buy now" items and splits the coupons into usable and not, best first', async () => {
    const { token, skus } = await shopperWithCart();
    const small = await available({ items: [{ skuId: skus[1]!, quantity: 1 }] }, token);
    const { available: usable, unavailable } = small.json<{ data: { available: Coupon[]; unavailable: Coupon[] } }>().data;
    expect(usable.map((c) => [c.name, c.discount])).toEqual([['Welcome 5 % off (up to ¥200)', 7.5]]);
    expect(unavailable.map((c) => [c.name, c.unavailableReason, c.discount])).toEqual([['Welcome coupon: ¥50 off ¥300', 'below_threshold', 0]]);

    const big = await available({ items: [{ skuId: skus[1]!, quantity: 30 }] }, token); // ¥4,500 − ¥100 = ¥4,400
    expect(big.json<{ data: { available: Coupon[] } }>().data.available.map((c) => c.discount)).toEqual([200, 50]);
  });

  it('names each line\'s regulated class, so the checkout can ask for a group and an end use before the order is refused', async () => {
    const { token, lineIds, productId } = await shopperWithCart();
    const classes = async () => (await calculate({ cartLineIds: lineIds }, token)).json<{ data: { lines: { regulatedClass: unknown }[] } }>().data.lines.map((l) => l.regulatedClass);
    expect(await classes()).toEqual([null, null]);
    await ctx.t.app.db.update(products).set({ regulatedClass: 'precursor' }).where(eq(products.id, productId));
    expect(await classes()).toEqual(['precursor', 'precursor']);
  });

  it('treats another shopper\'s cart line as missing (404), also among the shopper\'s own', async () => {
    const alice = await shopperWithCart();
    const bob = await shopperWithCart();
    for (const call of [calculate, available]) {
      expect((await call({ cartLineIds: [alice.lineIds[0]] }, bob.token)).statusCode).toBe(404);
      expect((await call({ cartLineIds: [bob.lineIds[0], alice.lineIds[0]] }, bob.token)).json()).toMatchObject({ code: 404 });
      expect((await call({ cartLineIds: [2_000_000_000] }, bob.token)).statusCode).toBe(404);
    }
  });

  it('requires a sign-in', async () => {
    expect((await calculate({ items: [{ skuId: 1, quantity: 1 }] })).statusCode).toBe(401);
    expect((await available({ items: [{ skuId: 1, quantity: 1 }] })).statusCode).toBe(401);
    expect((await ctx.api.send('GET', '/api/coupon/mine', undefined)).statusCode).toBe(401);
  });

  const expect400 = (res: Reply, message: string) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ code: 400, message, data: null });
  };

  it.each([
    [{}, 'Send either "cartLineIds" or "items", exactly one of them (field "items")'],
    [{ cartLineIds: [1], items: [{ skuId: 1, quantity: 1 }] }, 'Send either "cartLineIds" or "items", exactly one of them (field "items")'],
    [{ cartLineIds: [] }, 'Field "cartLineIds" must have at least 1 item'],
    [{ cartLineIds: [3, 3] }, 'Field "cartLineIds.1" repeats an earlier value'],
    [{ items: [{ skuId: 1, quantity: -1 }] }, 'Field "items.0.quantity" must be at least 1'],
    [{ items: [{ skuId: 1, quantity: 0 }] }, 'Field "items.0.quantity" must be at least 1'],
    [{ items: [{ skuId: 1, quantity: 1.5 }] }, 'Field "items.0.quantity" must be an integer'],
    [{ items: [{ skuId: 1, quantity: '2' }] }, 'Field "items.0.quantity" must be a number'],
    [{ items: [{ skuId: 1, quantity: 1e9 }] }, 'Field "items.0.quantity" must be at most 9999'],
    [{ items: [{ skuId: 1 }] }, 'Missing required field "items.0.quantity"'],
    [{ items: [{ skuId: 1, quantity: 1, price: 1 }] }, 'Unknown field "items.0.price"'],
    [{ items: [{ skuId: 1, quantity: 1 }, { skuId: 1, quantity: 2 }] }, 'Field "items.1.skuId" repeats an earlier value'],
    [{ items: Array.from({ length: 101 }, (_, i) => ({ skuId: i + 1, quantity: 1 })) }, 'Field "items" must have at most 100 items'],
    [{ items: [{ skuId: 1, quantity: 1 }], userCouponId: 1 }, 'Unknown field "userCouponId"'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const { token } = await ctx.api.signUp();
    expect400(await calculate(body, token), message);
    expect400(await available(body, token), message);
  });

  it('answers a 400 in the request\'s language', async () => {
    const { token } = await ctx.api.signUp();
    const res = await ctx.api.send('POST', '/api/fullsubtracting/calculate/order/reduce', {}, { token, language: 'zh' });
    expect(res.json().message).toBe('请提供 cartLineIds 或 items 二者之一（字段 items）');
  });

  it('lists the shopper\'s coupons by status, paged, in the request\'s language', async () => {
    const k = kit();
    const { token, account } = await ctx.api.signUp();
    const userId = await k.userIdOf(account);
    const used = await k.coupon(userId, { amount: 1_000 }, { orderId: 42 });
    const expired = await k.coupon(userId, { kind: 'discount', rate: 880, maxDiscount: 5_000, threshold: 10_000 }, { from: -20, to: -1 });
    const mine = (query: string, language = 'en') => ctx.api.send('GET', `/api/coupon/mine${query}`, undefined, { token, language });

    const all = (await mine('')).json<{ data: { items: Coupon[]; total: number } }>().data;
    expect(all.total).toBe(4);
    expect(all.items.map((c) => c.unavailableReason)).toEqual([null, null, 'used', 'expired']);
    const page = (await mine('?status=available&page=2&pageSize=1', 'ko')).json<{ data: unknown }>().data;
    expect(page).toEqual({ items: [expect.objectContaining({ name: '신규 회원 5% 할인(최대 ¥200)', kind: 'discount', amount: null, rate: 950, threshold: 0, discount: 0 })], total: 2, page: 2, pageSize: 1 });
    expect((await mine('?status=used')).json<{ data: { items: Coupon[] } }>().data.items.map((c) => c.userCouponId)).toEqual([used]);
    expect((await mine('?status=expired')).json<{ data: { items: unknown[] } }>().data.items).toEqual([
      expect.objectContaining({ userCouponId: expired, kind: 'discount', amount: null, rate: 880, threshold: 100, unavailableReason: 'expired' }),
    ]);
    expect400(await mine('?status=lost'), 'Field "status" has an invalid value');
    expect400(await mine('?pageSize=101'), 'Field "pageSize" must be at most 100');
  });
});
