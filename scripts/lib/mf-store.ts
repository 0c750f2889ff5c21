import { withDatabase } from '../../api/src/ops/staff-command';
import { adoptDeployments, createDatabaseStore } from '../../api/src/modules/remote-versions/database-store';
import { createFileStore } from '../../api/src/modules/remote-versions/file-store';
import type { RemoteVersionStore } from '../../api/src/modules/remote-versions/store';
import { mfDir } from './paths';

/**
 * The store `npm run mf` changes: the one the shop reads. On PostgreSQL (DATABASE_URL) that is the database every
 * replica reads (a database that has none yet starts from the versions the build made live); on PGlite, the
 * files beside the remote folders, which the one server process watches.
 */
export async function withRemoteVersionStore<T>(work: (store: RemoteVersionStore) => Promise<T>): Promise<T> {
  const files = createFileStore(mfDir());
  if (!process.env.DATABASE_URL) return work(files);
  return withDatabase(async (db) => {
    await adoptDeployments(db, await files.deployments());
    return work(createDatabaseStore(db, mfDir()));
  });
}
