import { and, asc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import { academicLinks, contentPages, salesContacts } from '../../db/schema/content-pages';
import { formDefinitions } from '../../db/schema/forms';
import { products, productSkus } from '../../db/schema/products';
import { activitySkus, salesActivities } from '../../db/schema/promotions';
import type { Db } from '../../db/types';

/** Company pages, sales contacts, academic links and the offers of running sales activities. */
export function createContentRepository(db: Db) {
  return {
    async page(slug: string) {
      const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug));
      return row;
    },
    salesContacts: () => db.select().from(salesContacts).orderBy(asc(salesContacts.sort), asc(salesContacts.id)),
    academicLinks: () => db.select().from(academicLinks).orderBy(asc(academicLinks.sort), asc(academicLinks.id)),

    /** Open activity forms staff put on the special-offers page (the console's Activity forms). */
    offerForms: () =>
      db
        .select({ formKey: formDefinitions.formKey, kind: formDefinitions.kind, title: formDefinitions.title, intro: formDefinitions.intro })
        .from(formDefinitions)
        .where(and(eq(formDefinitions.open, true), eq(formDefinitions.onSpecialOffers, true)))
        .orderBy(asc(formDefinitions.id)),

    /** SKUs on sale whose running activity price is below their own price, cheapest saving last. */
    offers: (now: Date) =>
      db
        .select({
          activityId: salesActivities.id,
          activityName: salesActivities.name,
          kind: salesActivities.kind,
          endsAt: salesActivities.endsAt,
          productId: products.id,
          skuId: productSkus.id,
          name: products.name,
          spec: productSkus.spec,
          image: sql<string>`${products.images}->>0`,
          price: activitySkus.price,
          listPrice: productSkus.price,
        })
        .from(activitySkus)
        .innerJoin(salesActivities, eq(salesActivities.id, activitySkus.activityId))
        .innerJoin(productSkus, eq(productSkus.id, activitySkus.skuId))
        .innerJoin(products, eq(products.id, productSkus.productId))
        .where(
          and(
            lte(salesActivities.startsAt, now),
            gt(salesActivities.endsAt, now),
            eq(productSkus.onSale, true),
            eq(products.status, 'on_sale'),
            lt(activitySkus.price, productSkus.price),
          ),
        )
        .orderBy(asc(salesActivities.endsAt), asc(salesActivities.id), sql`${activitySkus.price}::float / ${productSkus.price}`, asc(productSkus.id)),
  };
}
