import type { RetentionConfig } from '../../config-retention';
import type { Db } from '../../db/types';
import { chinaDayStart } from '../backoffice-orders/china-day';
import { lastReportDay, rollUpReports } from '../reports/rollup/report-rollup';
import { lastRolledDay, rollUpAnalytics } from './analytics-rollup';
import { pruneTable, type BatchOptions } from './prune';
import { countPruned, retentionStats } from './stats';
import { PRUNE_TARGETS } from './targets';

/** A round's limits: a scheduled round is bounded so it never holds a replica for long; the next one goes on. */
export const ROUND_LIMITS = {
  batchSize: 5_000,
  maxRowsPerTable: 200_000,
  pauseMs: 50,
  /** Days one round rolls up: a shop with a year of events but no roll-up yet catches up in about a dozen rounds. */
  maxRollupDays: 31,
};

export type RoundReport = { rolledDays: string[]; reportDays: string[]; pruned: Record<string, number> };

export type RoundOptions = Partial<Omit<BatchOptions, 'onBatch'>> & { maxRollupDays?: number };

/**
 * One retention round: the analytics and report days not rolled up yet first (raw events are pruned only once both
 * counted them), then
 * every table's rows past their period, in batches. Safe to run on several processes at once (each batch and each
 * day stands on its own), but the schedule runs it on one replica at a time.
 */
export async function runRetentionRound(db: Db, periods: RetentionConfig, now: Date, options: RoundOptions = {}): Promise<RoundReport> {
  const limits = { ...ROUND_LIMITS, ...options };
  const rolledDays = await rollUpAnalytics(db, now, {
    maxDays: limits.maxRollupDays,
    shouldStop: limits.shouldStop,
    onDay: (day) => {
      retentionStats.rolledDays += 1;
      retentionStats.rolledThrough = day;
    },
  });
  // The owner reports' roll-ups (modules/reports/rollup/) read the same raw events, with a watermark of their own.
  const reportDays = await rollUpReports(db, now, { maxDays: limits.maxRollupDays, shouldStop: limits.shouldStop });
  const watermark = await lastRolledDay(db);
  if (watermark) retentionStats.rolledThrough = watermark;
  // Raw events are pruned only once both roll-ups have counted their day.
  const reportWatermark = await lastReportDay(db);
  const countedThrough = watermark && reportWatermark ? (watermark < reportWatermark ? watermark : reportWatermark) : undefined;
  const context = { analyticsRolledBefore: countedThrough ? chinaDayStart(countedThrough, 1) : undefined };

  const pruned: Record<string, number> = {};
  for (const target of PRUNE_TARGETS) {
    if (limits.shouldStop?.()) break;
    const due = target.due(now, periods, context);
    if (!due) continue;
    pruned[target.table] = await pruneTable(db, target, due, { ...limits, onBatch: countPruned });
  }
  return { rolledDays, reportDays, pruned };
}
