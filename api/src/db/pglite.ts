import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { tracingActive } from '../telemetry/tracing-state';
import { lockDataDir } from './data-dir-lock';
import { migrationsFolder, type Database } from './types';

/**
 * Embedded PostgreSQL (PGlite is PostgreSQL 18; production runs 15, so SQL must suit both).
 * Extensions must be given at creation: a bare CREATE EXTENSION fails in PGlite.
 */
export type PgliteDatabase = Database & {
  /** The whole database as a tar archive, to open copies of it quickly (the API tests' seeded template). */
  snapshot(): Promise<Blob>;
};

/** `from`: a `snapshot()` to start an in-memory database from, instead of an empty one. */
export async function openPglite(dataDir: string, options: { from?: Blob } = {}): Promise<PgliteDatabase> {
  const inMemory = dataDir === ':memory:';
  const release = inMemory ? () => {} : lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(inMemory ? {} : { dataDir: path.join(dataDir, 'pglite') }),
      ...(options.from ? { loadDataDir: options.from } : {}),
      extensions: { pg_trgm },
    });
  } catch (error) {
    release();
    throw error;
  }
  // A span per query when tracing is on (docs/observability.md); loaded only then.
  if (tracingActive()) (await import('../telemetry/pglite-spans')).traceQueries(client);
  const db = drizzle({ client });
  return {
    db,
    driver: 'pglite',
    // The lock file already keeps other processes out, so nothing more is needed here.
    async prepare(seed) {
      await migrate(db, { migrationsFolder });
      await seed(db);
    },
    snapshot: () => client.dumpDataDir('none'),
    // The data-directory lock already makes this the only process on the database.
    exclusively: (_key, work) => work(),
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}
