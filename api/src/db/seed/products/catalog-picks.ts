import { createRng, rngFor } from './prng';
import type { BuiltProduct } from './build-products';

const DAY = 86_400_000;
export const NEW_COUNT = 20;
export const OFF_SALE_COUNT = 5;
export const RECOMMENDED_COUNT = 24;

/**
 * Shop-wide choices, made once over the whole catalogue: launch dates over the past year (NEW_COUNT of
 * them within the 60 days that make a product "new"), a few products taken off sale, and the
 * recommended zone spread over the top categories. Products with a data key (used by bundles and
 * orders) always stay on sale.
 */
export function applyPicks(products: BuiltProduct[], now: Date): BuiltProduct[] {
  const rng = createRng(20260101);
  const ids = products.map((p) => p.row.id);
  const fresh = new Set(rng.sample(ids, NEW_COUNT));
  for (const product of products) {
    const own = rngFor('launch', product.row.id);
    const days = fresh.has(product.row.id) ? own.int(1, 58) : own.int(61, 364);
    product.row.launchedAt = new Date(now.getTime() - days * DAY - own.int(0, 1439) * 60_000);
  }

  const retirable = products.filter((p) => !p.key && !fresh.has(p.row.id));
  for (const product of rng.sample(retirable, OFF_SALE_COUNT)) product.row.status = 'off_sale';

  const chosen = new Set<number>();
  for (let sort = 1; sort <= RECOMMENDED_COUNT; sort++) {
    const topId = ((sort - 1) % 14) + 1;
    const candidates = products.filter((p) => p.topId === topId && p.row.status === 'on_sale' && !chosen.has(p.row.id));
    const pick = rng.pick(candidates);
    chosen.add(pick.row.id);
    pick.row.recommendSort = sort;
  }
  return products;
}
