import { asc } from 'drizzle-orm';
import { categories } from '../../db/schema/categories';
import type { Db } from '../../db/types';

export function createCategoryRepository(db: Db) {
  return {
    /** The whole tree is a few dozen rows: one ordered read, assembled in memory. */
    listAll: () =>
      db
        .select({
          id: categories.id,
          parentId: categories.parentId,
          sort: categories.sort,
          icon: categories.icon,
          name: categories.name,
        })
        .from(categories)
        .orderBy(asc(categories.sort), asc(categories.id)),
  };
}

export type CategoryRepository = ReturnType<typeof createCategoryRepository>;
export type StoredCategory = Awaited<ReturnType<CategoryRepository['listAll']>>[number];
