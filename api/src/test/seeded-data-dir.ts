import fs from 'node:fs';
import { inject } from 'vitest';
import { openPglite } from '../db/pglite';

/**
 * Fills an empty DATA_DIR with a copy of the run's migrated and seeded PGlite (test/database-templates.ts), so a test
 * of what `npm start` does with a data directory does not spend half a minute migrating and seeding it again. The
 * shop still runs its migrations and seed on it when it opens (no-ops on the copy). Without the template, it leaves
 * the directory empty and the shop builds it as on a first start.
 */
export async function seedDataDir(dataDir: string): Promise<void> {
  const file = inject('pgliteSnapshotFile');
  if (!file) return;
  const database = await openPglite(dataDir, { from: new Blob([fs.readFileSync(file)]) });
  await database.close();
}
