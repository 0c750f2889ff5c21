import type { BuiltProduct } from './build-products';
import { createRng, rngFor } from './prng';
import { reviewTexts } from './review-texts';
import { maskName, shopperData } from './shopper-data';

export const REVIEWED_PRODUCTS = 60;
// Products shoppers look at first get reviews whatever the draw.
const alwaysReviewed = ['lipf6', 'cr2032', 'crimper', 'glovebox', 'potentiostat', 'graphite', 'lfp', 'elyte-ecdmc'];

/** One review to write, by shopper `buyer` (index into shopperData), who must have bought the product. */
export type PlannedReview = { productId: number; buyer: number; authorName: string; rating: number; content: string };

/** 1–5 reviews from distinct shoppers for REVIEWED_PRODUCTS products on sale, each in its writer's language. */
export function planReviews(products: BuiltProduct[], now: Date): PlannedReview[] {
  const onSale = products.filter((p) => p.row.status === 'on_sale');
  const fixed = onSale.filter((p) => p.key && alwaysReviewed.includes(p.key));
  const others = onSale.filter((p) => !fixed.includes(p) && !isNew(p, now));
  const chosen = [...fixed, ...createRng(777).sample(others, REVIEWED_PRODUCTS - fixed.length)];
  chosen.sort((a, b) => a.row.id - b.row.id);
  return chosen.flatMap((product) => {
    const rng = rngFor('reviews', product.row.id);
    const count = rng.int(1, 5);
    const texts = rng.sample([0, 1, 2, 3, 4], count);
    return rng.sample([...shopperData.keys()], count).map((buyer, j) => {
      const shopper = shopperData[buyer]!;
      const [rating, content] = reviewTexts[product.kind][shopper.lang][texts[j]!]!;
      return { productId: product.row.id, buyer, authorName: maskName(shopper.nickname), rating, content };
    });
  });
}

// Launched within the last 60 days: too new to have been bought, delivered and reviewed.
const isNew = (product: BuiltProduct, now: Date) =>
  now.getTime() - new Date(product.row.launchedAt!).getTime() < 60 * 86_400_000;
