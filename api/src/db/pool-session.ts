import { sql } from 'drizzle-orm';
import { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from './types';

type Schemaless = Record<string, never>;
type Transaction = NodePgTransaction<Schemaless, Schemaless>;

/**
 * Drizzle on a pg pool, with transactions that always give their connection back.
 *
 * drizzle-orm 0.45's node-postgres session sends BEGIN before the try/finally that releases the pooled
 * connection, and always releases it as healthy (drizzle-team/drizzle-orm#6241 and #6023, open upstream). A BEGIN
 * that fails, which is what happens to a connection PostgreSQL dropped while it sat idle in the pool (a restart),
 * therefore kept that connection lent out for the life of the process: test:faults saw one leaked after its
 * PostgreSQL restart. Enough of them and the pool is empty for good.
 */
export function drizzleOnPool(pool: pg.Pool): Db {
  const dialect = new PgDialect();
  const db = new NodePgDatabase(dialect, new PoolSession(pool, dialect), undefined);
  return Object.assign(db, { $client: pool });
}

class PoolSession extends NodePgSession<Schemaless, Schemaless> {
  constructor(
    private readonly pool: pg.Pool,
    private readonly sqlDialect: PgDialect,
  ) {
    super(pool, sqlDialect, undefined);
  }

  /**
   * BEGIN … COMMIT on a connection of its own. The connection goes back on every path; when BEGIN, COMMIT or
   * ROLLBACK itself failed, its state is unknown, so it goes back with that error and pg-pool destroys it instead
   * of lending it out again. The caller always gets the first error (the work's, not a failed ROLLBACK's).
   */
  override async transaction<T>(work: (tx: Transaction) => Promise<T>, config?: Parameters<NodePgSession<Schemaless, Schemaless>['transaction']>[1]): Promise<T> {
    if (config) throw new Error('transaction options are not supported on the pool session'); // no caller needs them
    const connection = await this.pool.connect();
    const tx = new NodePgTransaction<Schemaless, Schemaless>(this.sqlDialect, new NodePgSession(connection, this.sqlDialect, undefined), undefined);
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
