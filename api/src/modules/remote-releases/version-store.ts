import type { FastifyInstance } from 'fastify';
import { createDatabaseStore } from '../remote-versions/database-store';
import { createFileStore } from '../remote-versions/file-store';
import type { RemoteVersionStore } from '../remote-versions/store';

/** The deployments store this shop reads (as `npm run mf` picks it): PostgreSQL's rows, or the files on PGlite. */
export const versionStoreOf = (app: FastifyInstance, mfDir: string): RemoteVersionStore =>
  app.dbDriver === 'postgres' ? createDatabaseStore(app.db, mfDir) : createFileStore(mfDir);
