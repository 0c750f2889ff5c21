import { lockUser } from '../../db/lock-user';
import type { Db } from '../../db/types';
import type { Lang } from '../../i18n/language';
import { AppError, notFound } from '../../lib/app-error';
import { toProductCard } from '../products/product-card';
import { createLabListRepository } from './repository';
import { MAX_FAVOURITES } from './schemas';

/**
 * The hearts. Adding is idempotent (a second add changes nothing), removing too, so a double click or a
 * retried request never flips the state the wrong way. Cards ask for many products at once (`check`).
 */
export function createFavouriteService(db: Db) {
  return {
    async add(userId: number, productId: number) {
      await db.transaction(async (tx) => {
        await lockUser(tx, userId); // the MAX_FAVOURITES check
        const repo = createLabListRepository(tx);
        if (!(await repo.productExists(productId))) throw notFound();
        if ((await repo.favouritedOf(userId, [productId])).length > 0) return;
        if ((await repo.countFavourites(userId)) >= MAX_FAVOURITES) throw new AppError(409, 'labListLimit', { limit: MAX_FAVOURITES });
        await repo.addFavourite(userId, productId);
      });
      return { productId, favourited: true };
    },

    async remove(userId: number, productId: number) {
      await createLabListRepository(db).removeFavourite(userId, productId);
      return { productId, favourited: false };
    },

    async check(userId: number, productIds: number[]) {
      return { favourited: await createLabListRepository(db).favouritedOf(userId, productIds) };
    },

    async page(userId: number, page: number, pageSize: number, lang: Lang) {
      const repo = createLabListRepository(db);
      const [rows, total] = await Promise.all([repo.favouritePage(userId, page, pageSize), repo.countFavourites(userId)]);
      const items = rows.map(({ addedAt, ...card }) => ({ addedAt: addedAt.toISOString(), product: toProductCard(card, lang) }));
      return { items, total, page, pageSize };
    },
  };
}
