import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import type { ReportRange } from './range';
import { num, rows } from './rows';

export const FUNNEL_STEPS = ['sessions', 'productView', 'addToCart', 'orderPlaced', 'paid'] as const;
const COLUMNS = sql`sum(sessions) AS sessions, sum(product_view) AS product_view, sum(add_to_cart) AS add_to_cart, sum(order_placed) AS order_placed, sum(paid) AS paid`;

type StepRow = { key?: string; sessions: string; product_view: string; add_to_cart: string; order_placed: string; paid: string };
const steps = (row: StepRow | undefined) =>
  [row?.sessions, row?.product_view, row?.add_to_cart, row?.order_placed, row?.paid].map((value) => num(value));

const within = (from: string, to: string) => sql`day BETWEEN ${from}::date AND ${to}::date`;

async function grouped(db: Db, column: 'language' | 'device', range: ReportRange) {
  const list = await rows<StepRow>(db, sql`
    SELECT ${sql.identifier(column)} AS key, ${COLUMNS} FROM report_funnel_daily WHERE ${within(range.from, range.to)}
    GROUP BY 1 ORDER BY sum(sessions) DESC, 1`);
  return list.map((row) => ({ key: row.key ?? '', steps: steps(row) }));
}

/** GET /api/backoffice/reports/funnel: sessions reaching each step, against the previous period, by language and device. */
export async function funnelReport(db: Db, range: ReportRange) {
  const [[current], [previous], byLanguage, byDevice] = await Promise.all([
    rows<StepRow>(db, sql`SELECT ${COLUMNS} FROM report_funnel_daily WHERE ${within(range.from, range.to)}`),
    rows<StepRow>(db, sql`SELECT ${COLUMNS} FROM report_funnel_daily WHERE ${within(range.previous.from, range.previous.to)}`),
    grouped(db, 'language', range),
    grouped(db, 'device', range),
  ]);
  const now = steps(current);
  const before = steps(previous);
  return {
    range: { from: range.from, to: range.to },
    previous: range.previous,
    steps: FUNNEL_STEPS.map((step, i) => ({ step, sessions: now[i]!, previousSessions: before[i]! })),
    byLanguage,
    byDevice,
  };
}
