import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { chinaDayStart } from '../backoffice-orders/china-day';
import type { ReportRange } from './range';
import { num, rows } from './rows';

type Row = { source: string; issued: string | null; spent: string | null };

const bySource = (db: Db, from: string, to: string) =>
  rows<Row>(db, sql`
    SELECT source, sum(delta) FILTER (WHERE delta > 0) AS issued, -sum(delta) FILTER (WHERE delta < 0) AS spent
    FROM points_ledger WHERE created_at >= ${chinaDayStart(from).toISOString()} AND created_at < ${chinaDayStart(to, 1).toISOString()}
    GROUP BY source ORDER BY source`);

const totals = (list: Row[]) => ({ issued: list.reduce((s, r) => s + num(r.issued), 0), spent: list.reduce((s, r) => s + num(r.spent), 0) });

/** GET /api/backoffice/reports/points: points issued and spent from the ledger, by source, against the previous period. */
export async function pointsReport(db: Db, range: ReportRange) {
  const [current, previous] = await Promise.all([bySource(db, range.from, range.to), bySource(db, range.previous.from, range.previous.to)]);
  return {
    range: { from: range.from, to: range.to },
    previous: range.previous,
    totals: totals(current),
    previousTotals: totals(previous),
    bySource: current.map((r) => ({ source: r.source, issued: num(r.issued), spent: num(r.spent) })),
  };
}
