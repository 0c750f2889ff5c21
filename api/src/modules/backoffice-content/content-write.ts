import { sql } from 'drizzle-orm';
import { contentRevision } from '../../db/schema/content';
import type { Db } from '../../db/types';
import { invalidateCatalogue } from '../../lib/response-cache';

/**
 * A staff write a shopper can see (an article, a banner, a hot word…): one transaction with its audit row and a
 * bump of the content revision (so a process that only watches the revision, e.g. one started before this
 * change reached it, drops its caches too), then every cached answer and server-rendered page of every replica
 * is dropped (invalidateCatalogue: the shared generation the study zone, home and page caches key on).
 */
export async function contentWrite<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const value = await work(tx);
    await tx
      .insert(contentRevision)
      .values({ id: 1, revision: 1 })
      .onConflictDoUpdate({ target: contentRevision.id, set: { revision: sql`${contentRevision.revision} + 1`, changedAt: new Date() } });
    return value;
  });
  invalidateCatalogue();
  return result;
}
