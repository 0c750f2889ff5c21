import type { NewProductRow, NewProductSkuRow } from '../../schema/products';
import { localized } from '../category-data';
import { brandData } from './brand-data';
import { buildCollocations, type CollocationRow } from './build-collocations';
import { addOrderSales, buildOrders, type SeedOrder } from './build-orders';
import { buildProducts, type BuiltProduct } from './build-products';
import { planReviews, type PlannedReview } from './build-reviews';
import { applyPicks } from './catalog-picks';
import { bannerData, hotWordData } from './home-data';
import { rngFor } from './prng';
import { scenarioData } from './scenario-data';

const DAY = 86_400_000;

export type SeedReview = PlannedReview & { id: number; createdAt: Date };

/** Everything the catalogue seed writes, as plain rows (users are resolved when inserting). */
export type CatalogSeed = {
  brands: { id: number; name: string; country: string; sort: number }[];
  products: NewProductRow[];
  skus: NewProductSkuRow[];
  collocations: CollocationRow[];
  scenarios: { id: number; name: NewProductRow['name']; description: NewProductRow['name']; image: string; sort: number }[];
  scenarioItems: { scenarioId: number; skuId: number; quantity: number; sort: number }[];
  banners: { id: number; kind: 'carousel' | 'service'; title: NewProductRow['name']; subtitle: NewProductRow['name']; image: string; link: string; sort: number }[];
  hotWords: { id: number; word: NewProductRow['name']; sort: number }[];
  orders: SeedOrder[];
  reviews: SeedReview[];
};

function scenarioRows(products: BuiltProduct[]) {
  const byKey = new Map(products.flatMap((p) => (p.key ? [[p.key, p] as const] : [])));
  const scenarios = scenarioData.map((s, i) => ({
    id: i + 1,
    name: localized(s.name),
    description: localized(s.description),
    image: `/media/scenarios/${i + 1}.svg`,
    sort: i + 1,
  }));
  const scenarioItems = scenarioData.flatMap((s, i) =>
    s.items.map(([key, sku, quantity], j) => ({ scenarioId: i + 1, skuId: byKey.get(key)!.skus[sku]!.id, quantity, sort: j + 1 })),
  );
  return { scenarios, scenarioItems };
}

/** Reviews are written 4–12 days after the order that bought the product arrived at the buyer. */
function datedReviews(reviews: PlannedReview[], orders: SeedOrder[]): SeedReview[] {
  const orderedAt = new Map(
    orders.flatMap((o) => o.items.map((item) => [`${String(o.buyer)}:${item.productId}`, o.createdAt] as const)),
  );
  return reviews.map((review, i) => {
    const rng = rngFor('review', i + 1);
    const ordered = orderedAt.get(`${review.buyer}:${review.productId}`)!;
    return { ...review, id: i + 1, createdAt: new Date(ordered.getTime() + rng.int(4, 12) * DAY + rng.int(0, 600) * 60_000) };
  });
}

/** The whole starting catalogue for a shop opened at `now`: same `now`, same rows. */
export function buildCatalog(now: Date): CatalogSeed {
  const products = applyPicks(buildProducts(), now);
  const planned = planReviews(products, now);
  const orders = buildOrders(products, planned, now);
  addOrderSales(products, orders);
  return {
    brands: brandData.map((b, i) => ({ id: i + 1, name: b.name, country: b.country, sort: i + 1 })),
    products: products.map((p) => p.row),
    skus: products.flatMap((p) => p.skus),
    collocations: buildCollocations(products),
    ...scenarioRows(products),
    banners: bannerData.map((b, i) => ({
      id: i + 1,
      kind: b.kind,
      title: localized(b.title),
      subtitle: localized(b.subtitle),
      image: `/media/banners/${i + 1}.svg`,
      link: b.link,
      sort: i + 1,
    })),
    hotWords: hotWordData.map((word, i) => ({ id: i + 1, word: localized(word), sort: i + 1 })),
    orders,
    reviews: datedReviews(planned, orders),
  };
}
