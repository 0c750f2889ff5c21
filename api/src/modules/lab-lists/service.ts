import { lockUser } from '../../db/lock-user';
import type { Db } from '../../db/types';
import type { Lang } from '../../i18n/language';
import { AppError, notFound } from '../../lib/app-error';
import { toListLine } from './list-line';
import { createLabListRepository, type LabListRepository } from './repository';
import { MAX_LIST_LINES, MAX_LISTS, MAX_QUANTITY, type ListDetail, type ListSummary } from './schemas';

type Line = { skuId: number; quantity: number };

const limitReached = (limit: number) => new AppError(409, 'labListLimit', { limit });

/**
 * Named lab lists. Every write runs in a transaction that locks the list (or, to create one, the user), so
 * a user's concurrent requests cannot pass the line or list bounds together. Someone else's list is a 404,
 * exactly like a list that does not exist.
 */
export function createLabListService(db: Db) {
  const detail = async (repo: LabListRepository, list: { id: number; name: string; updatedAt: Date }, lang: Lang): Promise<ListDetail> => ({
    id: list.id,
    name: list.name,
    updatedAt: list.updatedAt.toISOString(),
    lines: (await repo.listLines(list.id)).map((line) => toListLine(line, lang)),
  });

  /** Runs `work` on the caller's list, locked; a list that is not theirs is not found. */
  const withList = <T>(userId: number, listId: number, work: (repo: LabListRepository, list: { id: number; name: string }) => Promise<T>) =>
    db.transaction(async (tx) => {
      const repo = createLabListRepository(tx);
      const list = await repo.ownedList(userId, listId, true);
      if (!list) throw notFound();
      return work(repo, list);
    });

  /** Merges `lines` into the list: unknown SKUs are a 404, more lines than MAX_LIST_LINES a 409, nothing written. */
  const addLines = async (repo: LabListRepository, listId: number, lines: Line[]) => {
    const skuIds = [...new Set(lines.map((line) => line.skuId))];
    if ((await repo.skusById(skuIds)).length !== skuIds.length) throw notFound();
    const present = await repo.skusInList(listId, skuIds);
    const fresh = skuIds.filter((skuId) => !present.has(skuId)).length;
    if ((await repo.countLines(listId)) + fresh > MAX_LIST_LINES) throw limitReached(MAX_LIST_LINES);
    // One insert per SKU: a SKU named twice merges in order instead of colliding inside one statement.
    for (const skuId of skuIds) {
      const quantity = Math.min(MAX_QUANTITY, lines.filter((line) => line.skuId === skuId).reduce((sum, line) => sum + line.quantity, 0));
      await repo.addLines(listId, [{ skuId, quantity }], MAX_QUANTITY);
    }
    await repo.touchList(listId);
  };

  const read = async (userId: number, listId: number, lang: Lang) => {
    const repo = createLabListRepository(db);
    const list = await repo.ownedList(userId, listId);
    if (!list) throw notFound();
    return detail(repo, list, lang);
  };

  /** Creates a list (with its first lines) under the user lock; also the import's way of making a new list. */
  const create = (userId: number, name: string, lines: Line[], lang: Lang): Promise<ListDetail> =>
    db.transaction(async (tx) => {
      await lockUser(tx, userId); // the MAX_LISTS check
      const repo = createLabListRepository(tx);
      if ((await repo.countLists(userId)) >= MAX_LISTS) throw limitReached(MAX_LISTS);
      const list = await repo.createList(userId, name);
      await addLines(repo, list.id, lines);
      return detail(repo, (await repo.ownedList(userId, list.id))!, lang);
    });

  return {
    read,
    create,

    async lists(userId: number): Promise<ListSummary[]> {
      return (await createLabListRepository(db).lists(userId)).map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
    },

    rename: (userId: number, listId: number, name: string, lang: Lang) =>
      withList(userId, listId, async (repo, list) => {
        await repo.touchList(list.id, name);
        return detail(repo, (await repo.ownedList(userId, list.id))!, lang);
      }),

    remove: (userId: number, listId: number) => withList(userId, listId, async (repo, list) => void (await repo.deleteList(list.id))),

    /** Adds `lines` to an existing list (quantities of a SKU already there add up, up to MAX_QUANTITY). */
    addLines: (userId: number, listId: number, lines: Line[], lang: Lang) =>
      withList(userId, listId, async (repo, list) => {
        await addLines(repo, list.id, lines);
        return detail(repo, (await repo.ownedList(userId, list.id))!, lang);
      }),

    updateLine: (userId: number, listId: number, lineId: number, quantity: number, lang: Lang) =>
      withList(userId, listId, async (repo, list) => {
        if (!(await repo.setLineQuantity(list.id, lineId, quantity))) throw notFound();
        await repo.touchList(list.id);
        return detail(repo, (await repo.ownedList(userId, list.id))!, lang);
      }),

    removeLine: (userId: number, listId: number, lineId: number, lang: Lang) =>
      withList(userId, listId, async (repo, list) => {
        if (!(await repo.removeLine(list.id, lineId))) throw notFound();
        await repo.touchList(list.id);
        return detail(repo, (await repo.ownedList(userId, list.id))!, lang);
      }),
  };
}

export type LabListService = ReturnType<typeof createLabListService>;
