import { and, asc, desc, eq, gt, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import { categories } from '../../db/schema/categories';
import { brands, homeBanners, hotWords, products } from '../../db/schema/products';
import type { Db } from '../../db/types';
import { listable } from '../products/filter-sql';
import { productCardColumns } from '../products/product-card';

/** A banner staff switched on whose window (open at either end when null) holds `now`. */
const showing = (now: Date) =>
  and(
    eq(homeBanners.active, true),
    or(isNull(homeBanners.startsAt), lte(homeBanners.startsAt, now)),
    or(isNull(homeBanners.endsAt), gt(homeBanners.endsAt, now)),
  );

/** The home page's reads: banners, hot words, and the two product rows; `now` is the storefront's clock (app.contentClock). */
export function createHomeRepository(db: Db, now: () => Date = () => new Date()) {
  const cards = (where: SQL | undefined, order: SQL[], limit: number) =>
    db
      .select(productCardColumns)
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(where)
      .orderBy(...order)
      .limit(limit);

  return {
    banners: () =>
      db
        .select({
          id: homeBanners.id,
          kind: homeBanners.kind,
          title: homeBanners.title,
          subtitle: homeBanners.subtitle,
          image: homeBanners.image,
          link: homeBanners.link,
        })
        .from(homeBanners)
        .where(showing(now()))
        .orderBy(asc(homeBanners.sort), asc(homeBanners.id)),
    hotWords: () => db.select({ word: hotWords.word }).from(hotWords).orderBy(asc(hotWords.sort), asc(hotWords.id)),
    topCategoryNames: () =>
      db
        .select({ name: categories.name })
        .from(categories)
        .where(isNull(categories.parentId))
        .orderBy(asc(categories.sort), asc(categories.id)),
    recommended: (limit: number) =>
      cards(and(listable, isNotNull(products.recommendSort)), [asc(products.recommendSort), asc(products.id)], limit),
    newest: (limit: number) => cards(listable, [desc(products.launchedAt), desc(products.id)], limit),
  };
}

export type HomeRepository = ReturnType<typeof createHomeRepository>;
