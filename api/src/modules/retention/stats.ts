/**
 * What retention did in this process, for /metrics (plugins/operations/metrics.ts). Process-wide like the other
 * job counters: a round runs on one replica at a time, so a dashboard sums the pruned rows over replicas and takes
 * the latest of their last-run times.
 */
export const retentionStats = {
  /** Rows deleted, by table. */
  pruned: new Map<string, number>(),
  /** Days rolled up into analytics_daily. */
  rolledDays: 0,
  /** The latest day rolled up (yyyy-mm-dd) as this process last saw it; '' before its first round. */
  rolledThrough: '',
  /** Rounds by outcome: done, failed, skipped (another replica held the lock). */
  rounds: new Map<'done' | 'failed' | 'skipped', number>(),
  /** When a round last ended without an error (ms since the epoch); 0 = never in this process. */
  lastSuccessAt: 0,
};

export function countPruned(table: string, rows: number): void {
  retentionStats.pruned.set(table, (retentionStats.pruned.get(table) ?? 0) + rows);
}

export function countRound(outcome: 'done' | 'failed' | 'skipped'): void {
  retentionStats.rounds.set(outcome, (retentionStats.rounds.get(outcome) ?? 0) + 1);
}
