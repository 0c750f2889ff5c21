import { localize, type Lang } from '../../i18n/language';
import { fenToYuan } from '../../lib/money';
import type { StoredLine } from './repository';
import type { CartLine, InvalidReason } from './schemas';

/** Whether a SKU can be sold at all: its product and the SKU itself must both be on sale. */
export const onSale = (sku: { skuOnSale: boolean; productStatus: string }): boolean => sku.skuOnSale && sku.productStatus === 'on_sale';

/**
 * Why a line cannot be ordered as it stands, most serious first; null when it can. A price change makes
 * the line invalid until the shopper confirms the new price (by adding again or setting the quantity).
 */
export function invalidReason(line: Pick<StoredLine, 'skuOnSale' | 'productStatus' | 'stock' | 'quantity' | 'price' | 'addedPrice'>): InvalidReason | null {
  if (!onSale(line)) return 'off_sale';
  if (line.stock <= 0) return 'out_of_stock';
  if (line.stock < line.quantity) return 'insufficient_stock';
  if (line.addedPrice !== line.price) return 'price_changed';
  return null;
}

/** A stored line as the contract's CartLine, in the request's language and in yuan. */
export function toCartLine(line: StoredLine, lang: Lang): CartLine {
  const reason = invalidReason(line);
  return {
    id: line.id,
    skuId: line.skuId,
    productId: line.productId,
    name: localize(line.productName, lang),
    image: line.images[0] ?? '',
    skuCode: line.skuCode,
    spec: localize(line.skuSpec, lang),
    price: fenToYuan(line.price),
    quantity: line.quantity,
    stock: line.stock,
    maxPerOrder: line.maxPerOrder,
    selected: line.selected,
    valid: reason === null,
    invalidReason: reason,
    addedPrice: fenToYuan(line.addedPrice),
  };
}
