import { eq, inArray } from 'drizzle-orm';
import { categories } from '../../db/schema/categories';
import { productSkus, products } from '../../db/schema/products';
import type { Db } from '../../db/types';
import type { LocalizedText } from '../../i18n/language';

/**
 * THE pricing of an order, used by the cart's totals, the confirm-order preview and order creation, so
 * what the shopper is shown is what they are charged. All amounts are integer fen (DESIGN §5).
 *
 * Order of operations: activity price per unit → full reduction on the goods in each rule's scope → one
 * coupon on what is left of its scope → shipping on what is left of the order → points on the pay amount.
 */

/** Free delivery once the goods (after reductions and coupon) reach ¥99; otherwise ¥10. */
export const FREE_SHIPPING_FROM = 9_900;
export const SHIPPING_FEE = 1_000;
/** One point per whole yuan paid. */
export const pointsFor = (payAmount: number): number => Math.floor(payAmount / 100);

export type PricingRequest = {
  userId: number;
  items: { skuId: number; quantity: number }[];
  /** A coupon the shopper chose; undefined picks the best applicable one, null uses none. */
  userCouponId?: number | null;
  now?: Date;
};

/** Why a line cannot be ordered as it stands (order creation refuses; the preview shows it). */
export type LineProblem = 'unknown' | 'off_sale' | 'out_of_stock' | 'insufficient_stock' | 'over_limit';

export type PricedLine = {
  skuId: number;
  productId: number;
  /** The product's sub-category and its top category (scopes of rules and coupons). */
  categoryId: number;
  topCategoryId: number;
  name: LocalizedText;
  spec: LocalizedText;
  skuCode: string;
  image: string;
  quantity: number;
  stock: number;
  maxPerOrder: number;
  /** The SKU's own price. */
  listPrice: number;
  /** What one unit costs in this order: the lowest active activity price, else the list price. */
  unitPrice: number;
  activity: { id: number; name: LocalizedText; endsAt: Date } | null;
  /** unitPrice × quantity. */
  amount: number;
  /** The full-reduction rule this line counts towards, if any. */
  fullReductionRuleId: number | null;
  problem: LineProblem | null;
};

export type AppliedReduction = {
  ruleId: number;
  name: LocalizedText;
  kind: 'reduce' | 'discount';
  /** Goods amount of the lines in its scope. */
  eligibleAmount: number;
  reduction: number;
  /** The next tier and how much more to spend for it (cart hint), or null at the top tier. */
  nextTier: { threshold: number; reduce?: number; rate?: number; missing: number } | null;
};

export type CouponOption = {
  userCouponId: number;
  templateId: number;
  name: LocalizedText;
  kind: 'cash' | 'discount';
  amount: number | null;
  rate: number | null;
  threshold: number;
  validTo: Date;
  /** What it would take off this order (0 when not applicable). */
  discount: number;
  /** null when applicable; else why not (below_threshold, out_of_scope, expired, used). */
  unavailableReason: string | null;
};

export type OrderPricing = {
  lines: PricedLine[];
  /** Σ amount (activity prices applied). */
  goodsAmount: number;
  /** Σ (listPrice − unitPrice) × quantity: what activities saved (already inside goodsAmount). */
  activitySaving: number;
  reductions: AppliedReduction[];
  reductionAmount: number;
  /** The coupon applied, and every coupon the shopper holds with what it would do here. */
  coupon: CouponOption | null;
  coupons: CouponOption[];
  couponAmount: number;
  shippingAmount: number;
  /** goods − reduction − coupon + shipping, never below zero. */
  payAmount: number;
  pointsToEarn: number;
};

/**
 * Prices `request.items` for `request.userId` with the promotions active at `now`. Reads only; the
 * caller's transaction (order creation) then takes stock and redeems the coupon. Unknown SKUs come back
 * as lines with problem 'unknown' and price 0.
 */
export async function priceOrder(db: Db, request: PricingRequest): Promise<OrderPricing> {
  const skuIds = request.items.map((item) => item.skuId);
  const rows = skuIds.length
    ? await db
        .select({
          skuId: productSkus.id,
          productId: products.id,
          categoryId: products.categoryId,
          topCategoryId: categories.parentId,
          name: products.name,
          spec: productSkus.spec,
          skuCode: productSkus.code,
          images: products.images,
          stock: productSkus.stock,
          maxPerOrder: productSkus.maxPerOrder,
          price: productSkus.price,
          skuOnSale: productSkus.onSale,
          productStatus: products.status,
        })
        .from(productSkus)
        .innerJoin(products, eq(products.id, productSkus.productId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(inArray(productSkus.id, skuIds))
    : [];
  const bySku = new Map(rows.map((row) => [row.skuId, row]));
  const empty: LocalizedText = { zh: '', en: '', ja: '', ko: '' };
  const lines: PricedLine[] = request.items.map((item) => {
    const row = bySku.get(item.skuId);
    if (!row) {
      return {
        skuId: item.skuId, productId: 0, categoryId: 0, topCategoryId: 0, name: empty, spec: empty, skuCode: '', image: '',
        quantity: item.quantity, stock: 0, maxPerOrder: 0, listPrice: 0, unitPrice: 0, activity: null, amount: 0,
        fullReductionRuleId: null, problem: 'unknown',
      };
    }
    const problem: LineProblem | null = !(row.skuOnSale && row.productStatus === 'on_sale')
      ? 'off_sale'
      : row.stock <= 0
        ? 'out_of_stock'
        : row.stock < item.quantity
          ? 'insufficient_stock'
          : item.quantity > row.maxPerOrder
            ? 'over_limit'
            : null;
    return {
      skuId: row.skuId, productId: row.productId, categoryId: row.categoryId, topCategoryId: row.topCategoryId ?? row.categoryId,
      name: row.name, spec: row.spec, skuCode: row.skuCode, image: row.images[0] ?? '', quantity: item.quantity,
      stock: row.stock, maxPerOrder: row.maxPerOrder, listPrice: row.price, unitPrice: row.price, activity: null,
      amount: row.price * item.quantity, fullReductionRuleId: null, problem,
    };
  });
  // First version: list prices only. Activities, full reduction and coupons are added in promotions/.
  const goodsAmount = lines.reduce((sum, line) => sum + line.amount, 0);
  const shippingAmount = goodsAmount === 0 || goodsAmount >= FREE_SHIPPING_FROM ? 0 : SHIPPING_FEE;
  const payAmount = Math.max(0, goodsAmount + shippingAmount);
  return {
    lines, goodsAmount, activitySaving: 0, reductions: [], reductionAmount: 0, coupon: null, coupons: [], couponAmount: 0,
    shippingAmount, payAmount, pointsToEarn: pointsFor(payAmount),
  };
}
