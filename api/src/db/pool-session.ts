import { sql } from 'drizzle-orm';
import { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import { PgDialect, type PgTransactionConfig } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from './types';

type Schemaless = Record<string, never>;
type Transaction = NodePgTransaction<Schemaless, Schemaless>;

/**
 * Drizzle on a pg pool, with transactions that always give their connection back.
 *
 * drizzle-orm 0.45's node-postgres session sends BEGIN before the try/finally that releases the pooled
 * connection (drizzle-team/drizzle-orm#6241, #6023), and releases it as healthy whatever failed (#6114); all open
 * upstream. A BEGIN that fails, which is what happens to a connection PostgreSQL dropped while it sat idle in the
 * pool (a restart), therefore kept that connection lent out for the life of the process: test:faults saw one
 * leaked after its PostgreSQL restart. Enough of them and the pool is empty for good.
 *
 * Built without drizzle options (logger, cache, casing, schema: the shop uses none); adding one means passing it
 * to both sessions below. Once drizzle releases a fix for #6241, `drizzle({ client: pool })` can replace this
 * (pool-session.test.ts says whether it does).
 */
export function drizzleOnPool(pool: pg.Pool): Db {
  const dialect = new PgDialect();
  const db = new NodePgDatabase(dialect, new PoolSession(pool, dialect), undefined);
  return Object.assign(db, { $client: pool });
}

class PoolSession extends NodePgSession<Schemaless, Schemaless> {
  constructor(private readonly pool: pg.Pool, dialect: PgDialect) {
    super(pool, dialect, undefined);
  }

  /**
   * BEGIN … COMMIT on a connection of its own, given back on every path. When BEGIN, COMMIT or ROLLBACK itself
   * failed, the connection goes back with that error and pg-pool destroys it instead of lending it out again
   * (pg-pool already drops a connection whose socket broke; this also covers one left in an unknown state, at the
   * cost of reconnecting after a COMMIT refused for an SQL reason, which the shop's schema never defers). The
   * caller gets the work's error, not a failed ROLLBACK's. Nested transactions are drizzle's own savepoints.
   */
  override async transaction<T>(work: (tx: Transaction) => Promise<T>, config?: PgTransactionConfig): Promise<T> {
    const connection = await this.pool.connect();
    const tx = new NodePgTransaction<Schemaless, Schemaless>(this.dialect, new NodePgSession(connection, this.dialect, undefined), undefined);
    let unusable: Error | undefined;
    const control = (statement: 'begin' | 'commit' | 'rollback') =>
      tx.execute(sql.raw(statement)).catch((error: Error) => {
        unusable ??= error;
        throw error;
      });
    let began = false;
    try {
      await control('begin');
      began = true;
      if (config) await tx.setTransaction(config);
      const result = await work(tx);
      await control('commit');
      return result;
    } catch (error) {
      if (began) await control('rollback').catch(() => {});
      throw error;
    } finally {
      connection.release(unusable);
    }
  }
}
