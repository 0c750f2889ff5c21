import { eq, sql } from 'drizzle-orm';
import { categories } from '../../db/schema/categories';
import { productSkus, products } from '../../db/schema/products';
import { activitySkus, salesActivities } from '../../db/schema/promotions';
import type { Db } from '../../db/types';
import type { LocalizedText } from '../../i18n/language';
import { perDatabase } from '../../lib/per-database';
import type { ActivityPrice } from './activity-prices';
import type { LineProblem, PricedLine } from './price-order';

const empty: LocalizedText = { zh: '', en: '', ja: '', ko: '' };

/** Why a line cannot be ordered as it stands, checked in this order; null when it can. */
export function lineProblem(sku: { onSale: boolean; stock: number; maxPerOrder: number }, quantity: number): LineProblem | null {
  if (!sku.onSale) return 'off_sale';
  if (sku.stock <= 0) return 'out_of_stock';
  if (sku.stock < quantity) return 'insufficient_stock';
  if (quantity > sku.maxPerOrder) return 'over_limit';
  return null;
}

type Offer = Omit<ActivityPrice, 'skuId' | 'endsAt'> & { endsAt: string };

/**
 * The SKUs `ids` with their product and category, and each one's best offer: the cheapest price in an
 * activity running at `now` (lowest activity id on a tie). Pricing an order reads its lines and their
 * offers in one round trip, with a statement prepared once (it runs for every cart, preview and order).
 */
const linesQuery = perDatabase((db) =>
  db
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
      regulatedClass: products.regulatedClass,
      offer: sql<Offer | null>`(
        SELECT jsonb_build_object('price', s.price, 'activityId', a.id, 'name', a.name, 'endsAt', a.ends_at)
        FROM ${activitySkus} s JOIN ${salesActivities} a ON a.id = s.activity_id
        WHERE s.sku_id = ${productSkus.id} AND a.starts_at <= ${sql.placeholder('now')}::timestamptz
          AND a.ends_at > ${sql.placeholder('now')}::timestamptz
        ORDER BY s.price, a.id
        LIMIT 1
      )`,
    })
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(sql`${productSkus.id} = ANY (${sql.placeholder('ids')}::integer[])`)
    .prepare('order_lines'),
);

/**
 * The items as lines at list price, in the order asked, with their problems, and the activity price each
 * SKU has at `now` (applyActivityPrices applies them). Unknown SKUs come back as lines with problem
 * 'unknown' and price 0.
 */
export async function loadOrderLines(
  db: Db,
  items: readonly { skuId: number; quantity: number }[],
  now: Date,
): Promise<{ lines: PricedLine[]; offers: ActivityPrice[] }> {
  const skuIds = items.map((item) => item.skuId);
  const rows = skuIds.length ? await linesQuery(db).execute({ ids: skuIds, now: now.toISOString() }) : [];
  const bySku = new Map(rows.map((row) => [row.skuId, row]));
  const offers = rows.flatMap(({ skuId, offer }) => (offer ? [{ ...offer, skuId, endsAt: new Date(offer.endsAt) }] : []));
  const lines = items.map((item): PricedLine => {
    const row = bySku.get(item.skuId);
    if (!row) {
      return {
        skuId: item.skuId, productId: 0, categoryId: 0, topCategoryId: 0, name: empty, spec: empty, skuCode: '', image: '',
        quantity: item.quantity, stock: 0, maxPerOrder: 0, listPrice: 0, unitPrice: 0, activity: null, amount: 0,
        fullReductionRuleId: null, problem: 'unknown', regulatedClass: null,
      };
    }
    const onSale = row.skuOnSale && row.productStatus === 'on_sale';
    return {
      skuId: row.skuId, productId: row.productId, categoryId: row.categoryId, topCategoryId: row.topCategoryId ?? row.categoryId,
      name: row.name, spec: row.spec, skuCode: row.skuCode, image: row.images[0] ?? '', quantity: item.quantity,
      stock: row.stock, maxPerOrder: row.maxPerOrder, listPrice: row.price, unitPrice: row.price, activity: null,
      amount: row.price * item.quantity, fullReductionRuleId: null, problem: lineProblem({ ...row, onSale }, item.quantity),
      regulatedClass: row.regulatedClass ?? null,
    };
  });
  return { lines, offers };
}
