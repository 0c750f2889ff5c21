import { eq } from 'drizzle-orm';
import { contentRevision } from '../../db/schema/content';
import type { Db } from '../../db/types';
import { invalidateCatalogue } from '../../lib/response-cache';

/**
 * Content changes come from `npm run content`, usually another process (or another replica's database
 * client): this process cannot be told, so it asks. Every `intervalMs` it reads the one-row revision (a
 * primary-key lookup) and, when the revision moved, drops every cached answer and server-rendered page
 * through the shared generation (`invalidateCatalogue`: the page cache keys on it, and content changes are
 * rare enough that dropping the catalogue's answers with them costs nothing worth a second mechanism).
 * `ready` settles once the first revision is known: answers cached before it would otherwise miss an import
 * that lands between them and that first read (the baseline would already include it). `stop` ends watching.
 */
export function watchContentRevision(db: Db, intervalMs: number, onError: (error: unknown) => void): { ready: Promise<void>; stop: () => void } {
  let known: number | undefined;
  let busy = false;
  const check = async () => {
    if (busy) return;
    busy = true;
    try {
      const [row] = await db.select({ revision: contentRevision.revision }).from(contentRevision).where(eq(contentRevision.id, 1));
      const revision = row?.revision ?? 0;
      if (known !== undefined && revision !== known) invalidateCatalogue();
      known = revision;
    } catch (error) {
      onError(error);
    } finally {
      busy = false;
    }
  };
  const ready = check();
  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();
  return { ready, stop: () => clearInterval(timer) };
}
