import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The Drizzle handle every repository uses, whatever the driver. Inside `db.transaction(async (tx) => …)`
 * use `tx`, never `db`: on PGlite (one connection) a `db` query inside a transaction waits forever.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type DbDriver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DbDriver;
  /** Applies the migrations, then `seed`, while no other process can do the same. */
  prepare(seed: (db: Db) => Promise<void>): Promise<void>;
  /**
   * Runs `work` unless another process (a replica) is running work under the same `key` right now, in which case
   * it answers undefined at once. Background jobs use it so that one replica, not all of them, does each round.
   */
  exclusively<T>(key: number, work: () => Promise<T>): Promise<T | undefined>;
  /** PostgreSQL only: the connection pool's state now (for /metrics). */
  poolStats?(): { max: number; total: number; idle: number; waiting: number };
  /** Closes connections and releases the data-directory lock. */
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
