import type { LocalizedText } from '../../i18n/language';
import type { PricedLine } from './price-order';

export type ActivityPrice = { skuId: number; price: number; activityId: number; name: LocalizedText; endsAt: Date };

/**
 * Sets each line's unit price to the lowest activity price of its SKU, when that is below the list price
 * (an activity never makes a SKU dearer). `prices` are the active ones; their order does not matter.
 */
export function applyActivityPrices(lines: readonly PricedLine[], prices: readonly ActivityPrice[]): PricedLine[] {
  const lowest = new Map<number, ActivityPrice>();
  for (const price of prices) {
    const known = lowest.get(price.skuId);
    if (!known || price.price < known.price || (price.price === known.price && price.activityId < known.activityId)) {
      lowest.set(price.skuId, price);
    }
  }
  return lines.map((line) => {
    const offer = lowest.get(line.skuId);
    if (!offer || line.problem === 'unknown' || offer.price >= line.listPrice) return line;
    return {
      ...line,
      unitPrice: offer.price,
      amount: offer.price * line.quantity,
      activity: { id: offer.activityId, name: offer.name, endsAt: offer.endsAt },
    };
  });
}
