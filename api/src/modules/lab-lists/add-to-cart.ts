import { lockUser } from '../../db/lock-user';
import type { Db } from '../../db/types';
import { localize, type Lang } from '../../i18n/language';
import { notFound } from '../../lib/app-error';
import { addLine } from '../cart/add-line';
import { createCartRepository } from '../cart/repository';
import { createLabListRepository } from './repository';
import type { RejectReason } from '../cart/schemas';
import type { CartReportLine } from './schemas';

/** How the report names a line the cart refused outright (a SKU gone from the shop reads as off sale). */
const refusal = (reason: Exclude<RejectReason, 'over_limit'>): CartReportLine['status'] => (reason === 'not_found' ? 'off_sale' : reason);

/**
 * "Add the whole list to the cart" in one transaction, through the cart's own add rule (`addLine`, the rule
 * of the single, batch and bundle adds), under the cart's user lock.
 *
 * Decision (docs/lab-lists-api.md): every line that can go in, goes in. A line short of stock gets what the
 * cart still allows (stock and per-order limit, less what the cart already holds) and is reported
 * `short_of_stock` with `added` < `requested`; off-sale, out-of-stock and cart-full lines add nothing and say
 * so. The list itself is never changed.
 */
export async function addListToCart(db: Db, userId: number, listId: number, lang: Lang): Promise<CartReportLine[]> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId); // the cart's lock: its writes and these adds apply one after another
    const cart = createCartRepository(tx);
    const lists = createLabListRepository(tx);
    if (!(await lists.ownedList(userId, listId))) throw notFound();
    const lines = await lists.listLines(listId);
    const skus = new Map((await cart.findSkus({ ids: lines.map((line) => line.skuId), codes: [] })).map((sku) => [sku.skuId, sku]));
    const inCart = await cart.linesBySku(userId);

    const report: CartReportLine[] = [];
    for (const line of lines) {
      const sku = skus.get(line.skuId)!; // the line's foreign key keeps its SKU
      const base = { lineId: line.id, skuId: line.skuId, skuCode: line.skuCode, name: localize(line.productName, lang), requested: line.quantity };
      const whole = await addLine(cart, userId, inCart, sku, line.quantity);
      if (!('reason' in whole)) {
        report.push({ ...base, added: line.quantity, status: 'added' });
      } else if (whole.reason === 'over_limit') {
        // Short of stock: what the cart still allows goes in (the same rule again, with that quantity).
        const part = whole.maximum > 0 ? await addLine(cart, userId, inCart, sku, whole.maximum) : whole;
        if ('reason' in part && part.reason !== 'over_limit') report.push({ ...base, added: 0, status: refusal(part.reason) });
        else report.push({ ...base, added: 'reason' in part ? 0 : whole.maximum, status: 'short_of_stock' });
      } else {
        report.push({ ...base, added: 0, status: refusal(whole.reason) });
      }
    }
    return report;
  });
}
