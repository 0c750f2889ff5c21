import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { chinaDayStart } from '../backoffice-orders/china-day';
import type { ReportRange } from './range';
import { num, ratio, rows } from './rows';

type Row = { requested: number; answered: number; accepted: number; ordered: number; median_seconds: string | null };

/** Quotations requested in a period: how many were answered, accepted and became orders, and how fast staff answered. */
async function totals(db: Db, from: string, to: string) {
  const [row] = await rows<Row>(db, sql`
    SELECT count(*)::int AS requested,
      count(*) FILTER (WHERE quoted_at IS NOT NULL)::int AS answered,
      count(*) FILTER (WHERE status = 'accepted' OR order_id IS NOT NULL)::int AS accepted,
      count(*) FILTER (WHERE order_id IS NOT NULL)::int AS ordered,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM quoted_at - created_at)) FILTER (WHERE quoted_at IS NOT NULL) AS median_seconds
    FROM quotations WHERE created_at >= ${chinaDayStart(from).toISOString()} AND created_at < ${chinaDayStart(to, 1).toISOString()}`);
  const requested = num(row?.requested);
  const ordered = num(row?.ordered);
  return {
    requested,
    answered: num(row?.answered),
    accepted: num(row?.accepted),
    ordered,
    medianHoursToAnswer: row?.median_seconds === null || row?.median_seconds === undefined ? null : Math.round(num(row.median_seconds) / 360) / 10,
    conversion: ratio(ordered, requested),
  };
}

/** GET /api/backoffice/reports/quotations (docs/reports-api.md). */
export async function quotationsReport(db: Db, range: ReportRange) {
  const [current, previous] = await Promise.all([totals(db, range.from, range.to), totals(db, range.previous.from, range.previous.to)]);
  return { range: { from: range.from, to: range.to }, previous: range.previous, totals: current, previousTotals: previous };
}
