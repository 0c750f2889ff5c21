import { asc, eq } from 'drizzle-orm';
import { categories } from '../../db/schema/categories';
import { homeBanners, products, productSkus, scenarioItems, scenarios } from '../../db/schema/products';
import type { Db } from '../../db/types';

/** The few columns each picture is drawn from; one small query per image (they are cached for a year). */
export function createImageRepository(db: Db) {
  return {
    async product(id: number) {
      const [row] = await db
        .select({
          id: products.id,
          images: products.images,
          name: products.name,
          formula: products.formula,
          casNumber: products.casNumber,
          specs: products.specs,
          // A sub-category carries its top category's icon key.
          icon: categories.icon,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(products.id, id));
      return row;
    },
    async banner(id: number) {
      const [row] = await db
        .select({ id: homeBanners.id, kind: homeBanners.kind, link: homeBanners.link })
        .from(homeBanners)
        .where(eq(homeBanners.id, id));
      return row;
    },
    async categoryIcon(id: number) {
      const [row] = await db.select({ icon: categories.icon }).from(categories).where(eq(categories.id, id));
      return row?.icon;
    },
    async scenario(id: number) {
      const [row] = await db.select({ id: scenarios.id }).from(scenarios).where(eq(scenarios.id, id));
      if (!row) return undefined;
      const items = await db
        .select({ icon: categories.icon })
        .from(scenarioItems)
        .innerJoin(productSkus, eq(productSkus.id, scenarioItems.skuId))
        .innerJoin(products, eq(products.id, productSkus.productId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(scenarioItems.scenarioId, id))
        .orderBy(asc(scenarioItems.sort));
      return { id: row.id, icons: items.map((item) => item.icon) };
    },
  };
}

export type ImageRepository = ReturnType<typeof createImageRepository>;
