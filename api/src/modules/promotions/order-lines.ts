import { eq, inArray } from 'drizzle-orm';
import { categories } from '../../db/schema/categories';
import { productSkus, products } from '../../db/schema/products';
import type { Db } from '../../db/types';
import type { LocalizedText } from '../../i18n/language';
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

/**
 * The items as lines at list price, in the order asked, with their problems. Unknown SKUs come back as
 * lines with problem 'unknown' and price 0.
 */
export async function loadOrderLines(db: Db, items: readonly { skuId: number; quantity: number }[]): Promise<PricedLine[]> {
  const skuIds = items.map((item) => item.skuId);
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
  return items.map((item): PricedLine => {
    const row = bySku.get(item.skuId);
    if (!row) {
      return {
        skuId: item.skuId, productId: 0, categoryId: 0, topCategoryId: 0, name: empty, spec: empty, skuCode: '', image: '',
        quantity: item.quantity, stock: 0, maxPerOrder: 0, listPrice: 0, unitPrice: 0, activity: null, amount: 0,
        fullReductionRuleId: null, problem: 'unknown',
      };
    }
    const onSale = row.skuOnSale && row.productStatus === 'on_sale';
    return {
      skuId: row.skuId, productId: row.productId, categoryId: row.categoryId, topCategoryId: row.topCategoryId ?? row.categoryId,
      name: row.name, spec: row.spec, skuCode: row.skuCode, image: row.images[0] ?? '', quantity: item.quantity,
      stock: row.stock, maxPerOrder: row.maxPerOrder, listPrice: row.price, unitPrice: row.price, activity: null,
      amount: row.price * item.quantity, fullReductionRuleId: null, problem: lineProblem({ ...row, onSale }, item.quantity),
    };
  });
}
