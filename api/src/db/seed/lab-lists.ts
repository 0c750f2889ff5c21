import { asc, eq, inArray } from 'drizzle-orm';
import { users } from '../schema/auth';
import { favourites, labListItems, labLists } from '../schema/lab-lists';
import { productSkus } from '../schema/products';
import type { Db } from '../types';
import { DEMO_ACCOUNT } from './demo-account';

// The demo lab's monthly re-order: the first three products of sub-category 903 (LiPF6 and its neighbours).
const MONTHLY = [90301, 90302, 90303];

/** The demo account's hearts and one "monthly consumables" list, so the account pages are not empty. Idempotent. */
export async function seedLabLists(db: Db): Promise<void> {
  if ((await db.select({ id: labLists.id }).from(labLists).limit(1)).length > 0) return;
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.account, DEMO_ACCOUNT.account));
  if (!demo) return;
  const skus = await db
    .select({ id: productSkus.id, productId: productSkus.productId })
    .from(productSkus)
    .where(inArray(productSkus.productId, MONTHLY))
    .orderBy(asc(productSkus.id));
  const firstSkus = MONTHLY.flatMap((productId) => skus.find((sku) => sku.productId === productId) ?? []);
  if (firstSkus.length === 0) return;
  await db.transaction(async (tx) => {
    const [list] = await tx.insert(labLists).values({ userId: demo.id, name: '每月耗材 Monthly consumables' }).returning();
    await tx.insert(labListItems).values(firstSkus.map((sku, i) => ({ listId: list!.id, skuId: sku.id, quantity: [2, 5, 10][i] ?? 1 })));
    await tx.insert(favourites).values(firstSkus.map((sku) => ({ userId: demo.id, productId: sku.productId }))).onConflictDoNothing();
  });
}
