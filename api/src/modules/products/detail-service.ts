import { localize, type Lang } from '../../i18n/language';
import { AppError, notFound } from '../../lib/app-error';
import { fenToYuan } from '../../lib/money';
import type { ProductSkuRow } from '../../db/schema/products';
import { localized as toCategory } from '../categories/category-tree';
import { toProductSafety } from '../product-safety/safety-view';
import type { DetailRepository } from './detail-repository';
import type { ProductDetail, Sku } from './response-schemas';

/** A stored SKU as the shop shows it; `marketPrice` only when it really is above the price. */
export const toSku = (row: ProductSkuRow, lang: Lang): Sku => ({
  id: row.id,
  code: row.code,
  spec: localize(row.spec, lang),
  packageSize: row.packageSize,
  purity: row.purity,
  price: fenToYuan(row.price),
  marketPrice: row.marketPrice !== null && row.marketPrice > row.price ? fenToYuan(row.marketPrice) : null,
  stock: row.stock,
  maxPerOrder: row.maxPerOrder,
  onSale: row.onSale,
});

/** The product page: 404 for an unknown id, 410 for a product taken off sale (links to it still exist). */
export function createDetailService(repository: DetailRepository) {
  return {
    async detail(id: number, lang: Lang): Promise<ProductDetail> {
      const row = await repository.find(id);
      if (!row) throw notFound();
      if (row.status === 'off_sale') throw new AppError(410, 'productOffSale');
      const category = toCategory(row.category, lang);
      return {
        id: row.id,
        name: localize(row.name, lang),
        summary: localize(row.summary, lang),
        description: localize(row.description, lang),
        images: row.images,
        brand: row.brand,
        category,
        // A product filed directly under a top category is its own top.
        topCategory: row.top ? toCategory(row.top, lang) : category,
        casNumber: row.casNumber,
        formula: row.formula,
        // Shown on the page before the cart: only a verified lab group may buy it (docs/regulated-chemicals.md).
        regulatedClass: row.regulatedClass ?? null,
        specs: row.specs.map((spec) => ({ label: localize(spec.label, lang), value: spec.value })),
        sales: row.sales,
        rating: { average: Math.round(row.rating.average * 10) / 10, count: row.rating.count },
        skus: row.skus.map((sku) => toSku(sku, lang)),
        ...toProductSafety(row.safety, lang),
      };
    },
  };
}
