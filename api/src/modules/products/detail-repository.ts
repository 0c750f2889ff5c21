import { asc, avg, count, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { categories } from '../../db/schema/categories';
import { brands, productReviews, products, productSkus } from '../../db/schema/products';
import type { Db } from '../../db/types';
import { createSafetyRepository } from '../product-safety/repository';

const top = alias(categories, 'top_category');
const categoryColumns = { id: categories.id, parentId: categories.parentId, name: categories.name, icon: categories.icon, sort: categories.sort };
const topColumns = { id: top.id, parentId: top.parentId, name: top.name, icon: top.icon, sort: top.sort };

/** Everything the product page shows; small queries run side by side (the GHS data from product-safety). */
export function createDetailRepository(db: Db) {
  const product = (id: number) =>
    db
      .select({
        id: products.id,
        status: products.status,
        name: products.name,
        summary: products.summary,
        description: products.description,
        images: products.images,
        specs: products.specs,
        casNumber: products.casNumber,
        formula: products.formula,
        regulatedClass: products.regulatedClass,
        sales: products.sales,
        brand: { id: brands.id, name: brands.name, country: brands.country },
        category: categoryColumns,
        top: topColumns,
      })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(top, eq(top.id, categories.parentId))
      .where(eq(products.id, id));

  // Every SKU, on sale or not: the page shows the ones no longer sold as unavailable.
  const skus = (productId: number) =>
    db.select().from(productSkus).where(eq(productSkus.productId, productId)).orderBy(asc(productSkus.sort), asc(productSkus.id));

  const rating = (productId: number) =>
    db.select({ average: avg(productReviews.rating), count: count() }).from(productReviews).where(eq(productReviews.productId, productId));

  const safety = createSafetyRepository(db);

  return {
    async find(id: number) {
      const [[row], skuRows, [stars], safetyRows] = await Promise.all([product(id), skus(id), rating(id), safety.productSafety(id)]);
      return row && { ...row, skus: skuRows, rating: { average: Number(stars?.average ?? 0), count: stars?.count ?? 0 }, safety: safetyRows };
    },
  };
}

export type DetailRepository = ReturnType<typeof createDetailRepository>;
export type StoredProductDetail = NonNullable<Awaited<ReturnType<DetailRepository['find']>>>;
