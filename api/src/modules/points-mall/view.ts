import type { PointsProductRow } from '../../db/schema/points-mall';
import { localize, type Lang, type LocalizedText } from '../../i18n/language';
import type { ProductCard } from './response-schemas';

export type RunningPrice = { productId: number; points: number; campaign: { id: number; name: LocalizedText; endsAt: Date } };

/** A good as a card, priced at `price` (already the campaign price when one runs: see repository). */
export function toCard(product: PointsProductRow, price: number, running: RunningPrice | undefined, lang: Lang): ProductCard {
  const points = Number(price);
  return {
    id: product.id,
    kind: product.kind,
    categoryId: product.categoryId,
    name: localize(product.name, lang),
    image: product.images[0] ?? '',
    points,
    listPoints: product.points,
    stock: product.stock,
    campaign:
      running && running.points === points && points < product.points
        ? { campaignId: running.campaign.id, name: localize(running.campaign.name, lang), points, endsAt: running.campaign.endsAt.toISOString() }
        : null,
  };
}

/** The cheapest running campaign price per good (rows come cheapest first). */
export function runningByProduct(rows: RunningPrice[]): Map<number, RunningPrice> {
  const map = new Map<number, RunningPrice>();
  for (const row of rows) if (!map.has(row.productId)) map.set(row.productId, row);
  return map;
}

export const isSellable = (product: PointsProductRow, now: Date): boolean =>
  product.onSale && (!product.availableFrom || product.availableFrom <= now) && (!product.availableTo || product.availableTo > now);
