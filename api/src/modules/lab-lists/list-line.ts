import { localize, type Lang } from '../../i18n/language';
import { fenToYuan } from '../../lib/money';
import { onSale } from '../cart/cart-line';
import { lineLimit } from '../cart/quantity-limit';
import type { StoredListLine } from './repository';
import type { ListLine } from './schemas';

/** What the cart would say of this line now: the cart's own on-sale and limit rules, so the two never disagree. */
export function lineState(line: Pick<StoredListLine, 'skuOnSale' | 'productStatus' | 'stock' | 'maxPerOrder' | 'quantity'>): ListLine['state'] {
  if (!onSale(line)) return 'off_sale';
  const limit = lineLimit(line);
  if (limit === 0) return 'out_of_stock';
  return line.quantity > limit ? 'short_of_stock' : 'available';
}

export function toListLine(line: StoredListLine, lang: Lang): ListLine {
  return {
    id: line.id,
    skuId: line.skuId,
    skuCode: line.skuCode,
    productId: line.productId,
    name: localize(line.productName, lang),
    spec: localize(line.skuSpec, lang),
    image: line.images[0] ?? '',
    price: fenToYuan(line.price),
    stock: line.stock,
    quantity: line.quantity,
    state: lineState(line),
  };
}
