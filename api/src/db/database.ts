import type { FastifyBaseLogger } from 'fastify';
import { seedDatabase } from './seed/seed';
import type { Database } from './types';

/** `DATABASE_URL` set: PostgreSQL; otherwise PGlite in `dataDir` (':memory:' for tests). */
export async function openDatabase(
  options: { databaseUrl: string; databasePoolWaitMs: number; dataDir: string },
  log: FastifyBaseLogger,
): Promise<Database> {
  // Imported lazily so a PostgreSQL deployment never loads the PGlite wasm, and vice versa.
  const database = options.databaseUrl
    ? (await import('./postgres')).openPostgres(options.databaseUrl, log, { poolWaitMs: options.databasePoolWaitMs })
    : await (await import('./pglite')).openPglite(options.dataDir);
  try {
    await database.prepare(seedDatabase);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
