import type { Db } from '../../db/types';
import type { Lang } from '../../i18n/language';
import { AppError, notFound } from '../../lib/app-error';
import { movableBytes } from '../../lib/file-bytes';
import { runHeavyWork } from '../../lib/heavy-work/pool';
import { createLabListRepository } from './repository';
import type { ListDetail } from './schemas';
import type { LabListService } from './service';
import { validateImport } from './validate-import';

export type ImportTarget = { name: string } | { listId: number };

/** Far above any list of SKU codes and quantities; far below what would hurt the process. */
const LAB_LIST_XLSX_LIMITS = { entries: 64, entryBytes: 4_000_000, totalBytes: 16_000_000, rows: 1_000, columns: 26 };
/** A list's file is read in a heavy-work thread (docs/heavy-work.md) in well under a second; past this it is refused. */
const READ_TIME_LIMIT_MS = 10_000;

/**
 * Imports an uploaded CSV/XLSX into a new list (`name`) or onto an existing one (`listId`). Every row is
 * checked first; any bad row answers 400 labListImportInvalid with `data.errors` (line, code, message) and
 * nothing is written. The good file is then applied in one transaction by the list service's own rules.
 */
export async function importList(db: Db, lists: LabListService, userId: number, bytes: Buffer, target: ImportTarget, lang: Lang): Promise<ListDetail> {
  const repo = createLabListRepository(db);
  // Someone else's list is a 404 before its file is even read (no hint from row errors that it exists).
  if ('listId' in target && !(await repo.ownedList(userId, target.listId))) throw notFound();
  const file = movableBytes(bytes);
  const rows = await runHeavyWork('readTable', { bytes: file, limits: LAB_LIST_XLSX_LIMITS }, { timeoutMs: READ_TIME_LIMIT_MS, transfer: [file.buffer as ArrayBuffer] });
  const checked = await validateImport(rows, lang, (codes) => repo.skusByCode(codes));
  if ('errors' in checked) throw new AppError(400, 'labListImportInvalid', { errors: checked.errors });
  return 'name' in target ? lists.create(userId, target.name, checked.lines, lang) : lists.addLines(userId, target.listId, checked.lines, lang);
}
