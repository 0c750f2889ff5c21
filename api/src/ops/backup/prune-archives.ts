import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { archivesToDelete } from './keep-rule';

/** Deletes the archives in `dir` that the keep rule lets go (keep-rule.ts); other files are never touched. */
export async function pruneArchives(dir: string, keep: { daily: number; weekly: number }): Promise<string[]> {
  const names = await readdir(dir);
  const doomed = archivesToDelete(names, keep);
  for (const name of doomed) await rm(path.join(dir, name), { force: true });
  return doomed;
}
