import { count, sql } from 'drizzle-orm';
import { categories, type NewCategoryRow } from '../schema/categories';
import type { Db } from '../types';
import { categoryTree, localized } from './category-data';

/** Fixed ids (top n, child n*100+k) so links and tests stay stable from one fresh start to the next. */
export function categoryRows(): NewCategoryRow[] {
  return categoryTree.flatMap((top, i) => {
    const id = i + 1;
    return [
      { id, parentId: null, sort: id, icon: top.icon, name: localized(top.names) },
      ...top.children.map((names, k) => ({
        id: id * 100 + k + 1,
        parentId: id,
        sort: k + 1,
        icon: top.icon,
        name: localized(names),
      })),
    ];
  });
}

export async function seedCategories(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(categories);
  if ((existing?.n ?? 0) > 0) return; // seed only an empty table: operators' edits are never overwritten
  await db.transaction(async (tx) => {
    await tx.insert(categories).values(categoryRows()).onConflictDoNothing();
    // Explicit ids leave the identity sequence at 1; move it past them for later inserts.
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('categories', 'id'), (SELECT max(id) FROM categories))`,
    );
  });
}
