import { isNotNull } from 'drizzle-orm';
import { categories } from '../../db/schema/categories';
import type { Db } from '../../db/types';
import { asBuffer, movableBytes } from '../../lib/file-bytes';
import { runHeavyWork } from '../../lib/heavy-work/pool';
import { createCatalogueReader } from './catalogue-reader';
import { catalogueVersion, createImportRepository } from './repository';
import type { Refusal } from './validate-row';

/**
 * A check may run this long in its thread (docs/heavy-work.md): a 200,000-row file takes about 15 s on two busy
 * cores, the 500,000-row limit about three times that. Past it the check is refused and nothing is kept.
 */
export const CHECK_TIME_LIMIT_MS = 120_000;

export type CheckReport = { importId: string; rows: number; create: number; update: number; unchanged: number; refused: Refusal[] };

/**
 * The dry run: the file is read, checked and compared with the catalogue in a heavy-work thread (check-file.ts),
 * which asks this thread only for the stored rows it names (as JSON text, batch by batch). What an apply would
 * write is kept under a new import id; nothing is written to the catalogue. An unreadable file is a 400; a check
 * past its time or memory is a 422 and keeps nothing. `bytes` is handed over: do not use it afterwards.
 */
export async function checkImport(db: Db, input: { bytes: Buffer; fileName: string; actorId: number | null }): Promise<CheckReport> {
  // Taken before anything is read: an edit made while this check runs makes the apply refuse, never slip through.
  const version = await catalogueVersion(db);
  const known = await db.select({ id: categories.id }).from(categories).where(isNotNull(categories.parentId));
  const reader = createCatalogueReader(db);
  const bytes = movableBytes(input.bytes);
  const checked = await runHeavyWork(
    'checkCatalogueFile',
    { bytes, knownCategoryIds: known.map((r) => r.id) },
    {
      timeoutMs: CHECK_TIME_LIMIT_MS,
      transfer: [bytes.buffer as ArrayBuffer],
      answers: { productsJson: (ids: number[]) => reader.productsJson(ids), codesJson: (codes: string[]) => reader.codesJson(codes) },
    },
  );
  const importId = await createImportRepository(db).save({
    actorId: input.actorId,
    fileName: input.fileName,
    refused: checked.refusedCount,
    catalogueVersion: version,
    counts: checked.counts,
    planGz: asBuffer(checked.planGz),
  });
  return { importId, ...checked.counts, refused: checked.refused };
}
