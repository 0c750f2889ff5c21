import type { FastifyBaseLogger } from 'fastify';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { drizzleOnPool } from './pool-session';
import { migrationsFolder, type Database } from './types';

// Any constant shared by every replica: migrations and seeding run under this advisory lock.
const PREPARE_LOCK_KEY = 727_0001;

/**
 * `poolWaitMs` bounds how long a query waits for a connection (a free one, or a new one to connect): past it
 * pg-pool fails the query, and the error handler answers 503 with Retry-After (db/connection-wait.ts).
 */
export function openPostgres(connectionString: string, log: FastifyBaseLogger, { poolWaitMs }: { poolWaitMs: number }): Database {
  // 10 connections measured faster than 20 on this 2-core machine (DESIGN §8).
  const max = 10;
  // JIT and parallel workers off: the shop's queries are short index lookups, and PostgreSQL's JIT compiled some of them
  // for 50 ms when it misjudged their cost (a search at 100k products), and started parallel workers (4 ms) for a
  // branch a one-time filter then skipped. Many short requests at once use the cores better one each; OLTP guides agree.
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: poolWaitMs, options: '-c jit=off -c max_parallel_workers_per_gather=0' });
  // Without a listener, an idle connection dropped by the server crashes the whole process.
  pool.on('error', (error) => log.error({ err: error }, 'idle PostgreSQL connection failed'));
  // The pool listens only to idle connections. One lent out but between queries (in a transaction, or holding an
  // advisory lock) that the server drops (a restart) would crash the process too: its holder sees the failure on
  // its next query instead, and the pool discards the connection when it comes back.
  pool.on('connect', (client) => client.on('error', (error) => log.warn({ err: error }, 'PostgreSQL connection in use was lost')));
  return {
    db: drizzleOnPool(pool),
    driver: 'postgres',
    async prepare(seed) {
      // Replicas starting together must not migrate twice: hold a session lock on one connection.
      const connection = await pool.connect();
      try {
        await connection.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK_KEY]);
        const db = drizzle({ client: connection });
        await migrate(db, { migrationsFolder });
        await seed(db);
      } finally {
        await connection.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK_KEY]).catch(() => {});
        connection.release();
      }
    },
    async exclusively(key, work) {
      // A session-level advisory lock on a connection of its own, held while the work runs on the pool: the
      // work's own transactions never wait for it, and a crashed replica's lock goes with its connection.
      const connection = await pool.connect();
      let broken: Error | undefined;
      try {
        const { rows } = await connection.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [key]);
        if (!rows[0]?.locked) return undefined;
        try {
          return await work();
        } finally {
          await connection.query('SELECT pg_advisory_unlock($1)', [key]).catch((error: Error) => (broken = error));
        }
      } finally {
        // A connection whose unlock failed may still hold the lock: destroy it rather than pool it.
        connection.release(broken);
      }
    },
    poolStats: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      if (!pool.ended) await pool.end(); // idempotent, like the PGlite close
    },
  };
}
