import { lockUser } from '../../db/lock-user';
import type { Db } from '../../db/types';
import type { Lang } from '../../i18n/language';
import { AppError, notFound } from '../../lib/app-error';
import { addLine, type AddOutcome } from './add-line';
import { invalidReason, onSale, toCartLine } from './cart-line';
import { lineLimit, quantityTooBig } from './quantity-limit';
import { createCartRepository, type CartRepository } from './repository';
import type { BatchItem, CartLine, Rejected } from './schemas';

type ModifyInput = { id: number; quantity?: number | undefined; selected?: boolean | undefined };

/** A refused single add as the error a caller sees (the batch lists the same reasons instead). */
function refusal(outcome: Exclude<AddOutcome, { lineId: number }>): Error {
  if (outcome.reason === 'off_sale') return new AppError(410, 'cartItemOffSale');
  if (outcome.reason === 'out_of_stock') return new AppError(400, 'cartItemOutOfStock');
  if (outcome.reason === 'cart_full') return new AppError(409, 'cartFull');
  return quantityTooBig(outcome.maximum, 'body');
}

/**
 * The signed-in shopper's cart. Every write runs in a transaction that first locks the user, so a user's
 * concurrent requests apply one after another (no lost quantities, no 101st line); different users never wait.
 */
export function createCartService(db: Db) {
  const read = async (userId: number, lang: Lang): Promise<CartLine[]> =>
    (await createCartRepository(db).listLines(userId)).map((line) => toCartLine(line, lang));

  const locked = <T>(userId: number, work: (repo: CartRepository) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => {
      await lockUser(tx, userId); // two requests racing on the 100-line cap or one line's bound
      const repo = createCartRepository(tx);
      return work(repo);
    });

  /** Adds each item it can; returns the others with the reason, by their index in `items`. */
  const addMany = (userId: number, items: BatchItem[]): Promise<Rejected[]> =>
    locked(userId, async (repo) => {
      const ids = items.flatMap((item) => (item.skuId === undefined ? [] : [item.skuId]));
      const codes = items.flatMap((item) => (item.skuCode === undefined ? [] : [item.skuCode]));
      const skus = await repo.findSkus({ ids, codes });
      const lines = await repo.linesBySku(userId);
      const rejected: Rejected[] = [];
      for (const [index, item] of items.entries()) {
        const sku = skus.find((s) => (item.skuId !== undefined ? s.skuId === item.skuId : s.skuCode.toUpperCase() === item.skuCode!.toUpperCase()));
        if (!sku) {
          rejected.push({ index, ...(item.skuId !== undefined ? { skuId: item.skuId } : { skuCode: item.skuCode! }), reason: 'not_found' });
          continue;
        }
        const outcome = await addLine(repo, userId, lines, sku, item.quantity);
        if ('reason' in outcome) rejected.push({ index, skuId: sku.skuId, skuCode: sku.skuCode, reason: outcome.reason });
      }
      return rejected;
    });

  return {
    get: read,
    addMany,

    async add(userId: number, input: { skuId: number; quantity: number }): Promise<void> {
      await locked(userId, async (repo) => {
        const [sku] = await repo.findSkus({ ids: [input.skuId], codes: [] });
        if (!sku) throw notFound();
        const outcome = await addLine(repo, userId, await repo.linesBySku(userId), sku, input.quantity);
        if ('reason' in outcome) throw refusal(outcome);
      });
    },

    /** A new quantity also confirms the current price (a price-changed line becomes valid again). */
    async modify(userId: number, input: ModifyInput): Promise<void> {
      await locked(userId, async (repo) => {
        const line = await repo.findLine(userId, input.id);
        if (!line) throw notFound();
        if (input.quantity !== undefined) {
          if (!onSale(line)) throw new AppError(410, 'cartItemOffSale');
          if (lineLimit(line) === 0) throw new AppError(400, 'cartItemOutOfStock');
          if (input.quantity > lineLimit(line)) throw quantityTooBig(lineLimit(line), 'querystring');
        }
        await repo.updateLine(userId, line.id, {
          ...(input.quantity !== undefined ? { quantity: input.quantity, addedPrice: line.price } : {}),
          ...(input.selected !== undefined ? { selected: input.selected } : {}),
        });
      });
    },

    /** All or nothing: one id that is not the user's line (unknown, or someone else's) is a 404. */
    async remove(userId: number, lineIds: number[]): Promise<void> {
      await locked(userId, async (repo) => {
        if ((await repo.countOwned(userId, lineIds)) !== lineIds.length) throw notFound();
        await repo.deleteLines(userId, lineIds);
      });
    },

    async clear(userId: number): Promise<void> {
      await createCartRepository(db).clear(userId);
    },

    async clearInvalid(userId: number): Promise<void> {
      await locked(userId, async (repo) => {
        const invalid = (await repo.listLines(userId)).filter((line) => invalidReason(line) !== null);
        if (invalid.length > 0) await repo.deleteLines(userId, invalid.map((line) => line.id));
      });
    },

    /** A scenario bundle: each of its SKUs with the bundle's quantity, through the batch rules. */
    async addScenario(userId: number, scenarioId: number): Promise<Rejected[]> {
      const items = await createCartRepository(db).scenarioItems(scenarioId);
      if (!items) throw notFound();
      return items.length === 0 ? [] : addMany(userId, items);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
