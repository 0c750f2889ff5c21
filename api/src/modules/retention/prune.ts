import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import type { PruneTarget } from './targets';

export type BatchOptions = {
  /** Rows one DELETE removes at most. */
  batchSize: number;
  /** Rows one round removes from one table at most; the next round goes on. */
  maxRowsPerTable: number;
  /** Between batches: other transactions get the rows' locks, autovacuum and replication keep up. */
  pauseMs: number;
  shouldStop?: () => boolean;
  onBatch?: (table: string, rows: number) => void;
};

const ident = (name: string) => sql.identifier(name);

/**
 * One batch: the first `limit` due rows by key, deleted in one short statement. Rows a concurrent round deleted
 * first are simply not counted; a row that stopped being due in between (a session revoked again) still matches.
 */
async function deleteBatch(db: Db, target: PruneTarget, due: SQL, limit: number): Promise<number> {
  const keys = sql.join(target.key.map(ident), sql`, `);
  const table = ident(target.table);
  const result = await db.execute(sql`
    WITH gone AS (
      DELETE FROM ${table} WHERE (${keys}) IN (SELECT ${keys} FROM ${table} WHERE ${due} LIMIT ${limit}) RETURNING 1
    )
    SELECT count(*)::integer AS n FROM gone`);
  return Number((result as unknown as { rows: Array<{ n: number | string }> }).rows[0]?.n ?? 0);
}

/** Deletes the target's due rows batch by batch, never one huge delete; returns how many went. */
export async function pruneTable(db: Db, target: PruneTarget, due: SQL, options: BatchOptions): Promise<number> {
  let total = 0;
  while (total < options.maxRowsPerTable && !options.shouldStop?.()) {
    const limit = Math.min(options.batchSize, options.maxRowsPerTable - total);
    const deleted = await deleteBatch(db, target, due, limit);
    total += deleted;
    if (deleted > 0) options.onBatch?.(target.table, deleted);
    if (deleted < limit) break;
    await sleep(options.pauseMs);
  }
  return total;
}
