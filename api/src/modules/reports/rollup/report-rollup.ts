import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/types';
import { chinaDay, chinaDayStart } from '../../backoffice-orders/china-day';
import { ROLLUP_GRACE_MS } from '../../retention/analytics-rollup';
import { insertFunnelDay } from './funnel-day';
import { insertSalesDay } from './sales-day';
import { insertSearchDay } from './search-day';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const nextDay = (day: string) => chinaDay(chinaDayStart(day, 1));

/**
 * Builds one China day of every report roll-up again from the raw events and the orders, replacing what it had, in
 * one transaction: running a day twice gives the same rows, and a reader sees the day whole or not at all.
 * `record: false` leaves the watermark (today so far): the day is built again, whole, once it has ended.
 */
export async function rollUpReportDay(db: Db, day: string, { record = true }: { record?: boolean } = {}): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of ['report_funnel_daily', 'report_search_daily', 'report_sales_daily']) {
      await tx.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE day = ${day}::date`);
    }
    await tx.execute(insertFunnelDay(day));
    await tx.execute(insertSearchDay(day));
    await tx.execute(insertSalesDay(day));
    if (!record) return;
    await tx.execute(sql`
      INSERT INTO report_rolled_days (day, rolled_at) VALUES (${day}::date, now())
      ON CONFLICT (day) DO UPDATE SET rolled_at = excluded.rolled_at`);
  });
}

/** The latest day the reports were rolled up for (their watermark), or undefined. */
export async function lastReportDay(db: Db): Promise<string | undefined> {
  const [row] = rowsOf<{ day: string | null }>(await db.execute(sql`SELECT max(day)::text AS day FROM report_rolled_days`));
  return row?.day ?? undefined;
}

/** The first day anything happened: the first raw event kept or the first paid order, whichever is earlier. */
async function firstDay(db: Db): Promise<string | undefined> {
  const [row] = rowsOf<{ at: string | Date | null }>(
    await db.execute(sql`SELECT least((SELECT min(received_at) FROM analytics_events), (SELECT min(paid_at) FROM orders)) AS at`),
  );
  return row?.at ? chinaDay(new Date(row.at)) : undefined;
}

/**
 * Rolls up the report days after the watermark (from the first day with data on a shop that never did) that ended at
 * least ROLLUP_GRACE_MS ago, oldest first, at most `maxDays` of them; each day its own transaction. Safe across
 * replicas (a day rolled twice gives the same rows); the retention schedule runs it on one at a time.
 */
export async function rollUpReports(
  db: Db,
  now: Date,
  { maxDays, onDay, shouldStop = () => false }: { maxDays: number; onDay?: (day: string) => void; shouldStop?: () => boolean },
): Promise<string[]> {
  const last = await lastReportDay(db);
  let day = last ? nextDay(last) : await firstDay(db);
  const rolled: string[] = [];
  while (day && rolled.length < maxDays && !shouldStop() && chinaDayStart(day, 1).getTime() + ROLLUP_GRACE_MS <= now.getTime()) {
    await rollUpReportDay(db, day);
    onDay?.(day);
    rolled.push(day);
    day = nextDay(day);
  }
  return rolled;
}
