import type { BuiltProduct } from './build-products';
import { keyedLinks, relatedSubs } from './collocation-map';
import { rngFor } from './prng';

export type CollocationRow = { productId: number; relatedId: number; sort: number };

/** 2–4 "bought together" links per product: hand-picked ones first, then products of related sub-categories. */
export function buildCollocations(products: BuiltProduct[]): CollocationRow[] {
  const byKey = new Map(products.flatMap((p) => (p.key ? [[p.key, p.row.id] as const] : [])));
  const onSale = products.filter((p) => p.row.status === 'on_sale');
  return products.flatMap((product) => {
    const id = product.row.id;
    const rng = rngFor('collocation', id);
    const count = rng.int(2, 4);
    const subs = relatedSubs[product.subId] ?? [];
    const related = onSale.filter((p) => p.row.id !== id && subs.includes(p.subId)).map((p) => p.row.id);
    const keyed = (product.key ? keyedLinks[product.key] ?? [] : []).map((key) => byKey.get(key)!);
    const picked = [...new Set([...keyed, ...rng.sample(related, count)])].slice(0, Math.max(count, keyed.length));
    return picked.map((relatedId, i) => ({ productId: id, relatedId, sort: i + 1 }));
  });
}
