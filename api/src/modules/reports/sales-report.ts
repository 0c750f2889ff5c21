import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import type { Lang } from '../../i18n/language';
import { localize } from '../../i18n/language';
import { addDays, type ReportRange } from './range';
import { num, rows, yuan } from './rows';

export const SALES_PERIODS = ['day', 'week', 'month'] as const;
export const SALES_DIMENSIONS = ['category', 'product', 'institution', 'province', 'paymentMethod', 'language'] as const;
export type SalesPeriod = (typeof SALES_PERIODS)[number];
export type SalesDimension = (typeof SALES_DIMENSIONS)[number];

type Figures = { revenue: number; orders: number; averageOrderValue: number; refunds: number; refundAmount: number };
type DayRow = { day: string; revenue: string; orders: number; refunds: number; refund_amount: string };

const BREAKDOWN_LIMIT = 50;
/** users.lang → the shop's language codes, as the funnel shows them. */
const SHOP_LANGUAGE: Record<string, string> = { zh: 'zh', en: 'en', ja: 'jp', ko: 'kr' };

function figures(list: Array<Pick<DayRow, 'revenue' | 'orders' | 'refunds' | 'refund_amount'>>): Figures {
  const revenue = list.reduce((sum, r) => sum + num(r.revenue), 0);
  const orders = list.reduce((sum, r) => sum + num(r.orders), 0);
  return {
    revenue: yuan(revenue),
    orders,
    averageOrderValue: orders > 0 ? yuan(revenue / orders) : 0,
    refunds: list.reduce((sum, r) => sum + num(r.refunds), 0),
    refundAmount: yuan(list.reduce((sum, r) => sum + num(r.refund_amount), 0)),
  };
}

/** The period a day falls in, as its first day clipped to the range's start: weeks start on Monday. */
function periodOf(day: string, by: SalesPeriod, from: string): string {
  if (by === 'day') return day;
  const start = by === 'month' ? `${day.slice(0, 8)}01` : addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
  return start < from ? from : start;
}

/** Every day of a range, then grouped into its periods in order (zeros where nothing was sold). */
function series(dayRows: DayRow[], from: string, to: string, by: SalesPeriod) {
  const byDay = new Map(dayRows.map((row) => [row.day, row]));
  const periods = new Map<string, DayRow[]>();
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const period = periodOf(day, by, from);
    const list = periods.get(period) ?? [];
    const row = byDay.get(day);
    if (row) list.push(row);
    periods.set(period, list);
  }
  return [...periods].map(([period, list]) => ({ period, ...figures(list) }));
}

const totalsByDay = (db: Db, from: string, to: string) =>
  rows<DayRow>(db, sql`
    SELECT day::text AS day, revenue, orders, refunds, refund_amount FROM report_sales_daily
    WHERE dimension = '' AND key = '' AND day BETWEEN ${from}::date AND ${to}::date`);

type KeyRow = { key: string; revenue: string; orders: number; refund_amount: string };

/** Category rows are leaf categories: counted under their top-level category (the shop's 14). */
async function topCategoryOf(db: Db): Promise<Map<string, { id: string; name: Record<string, string> }>> {
  const categories = await rows<{ id: number; parent_id: number | null; name: Record<string, string> }>(db, sql`SELECT id, parent_id, name FROM categories`);
  const byId = new Map(categories.map((c) => [c.id, c]));
  const top = new Map<string, { id: string; name: Record<string, string> }>();
  for (const category of categories) {
    let root = category;
    for (let depth = 0; root.parent_id !== null && byId.has(root.parent_id) && depth < 10; depth += 1) root = byId.get(root.parent_id)!;
    top.set(String(category.id), { id: String(root.id), name: root.name });
  }
  return top;
}

async function breakdown(db: Db, dimension: SalesDimension, range: ReportRange, lang: Lang) {
  const keyed = await rows<KeyRow>(db, sql`
    SELECT key, sum(revenue) AS revenue, sum(orders)::int AS orders, sum(refund_amount) AS refund_amount
    FROM report_sales_daily WHERE dimension = ${dimension} AND day BETWEEN ${range.from}::date AND ${range.to}::date
    GROUP BY key`);
  let labelled: Array<{ key: string; label: string; revenue: number; orders: number; refundAmount: number }>;
  if (dimension === 'category') {
    const top = await topCategoryOf(db);
    const merged = new Map<string, { label: string; revenue: number; orders: number; refundAmount: number }>();
    for (const row of keyed) {
      const root = top.get(row.key) ?? { id: row.key, name: {} };
      const entry = merged.get(root.id) ?? { label: localize(root.name, lang), revenue: 0, orders: 0, refundAmount: 0 };
      // An order with lines in two subcategories of one top category is one order there, not two: orders are counted
      // per leaf, so the merged count can only be an upper bound; revenue adds up exactly.
      entry.revenue += num(row.revenue);
      entry.orders += num(row.orders);
      entry.refundAmount += num(row.refund_amount);
      merged.set(root.id, entry);
    }
    labelled = [...merged].map(([key, e]) => ({ key, label: e.label, revenue: e.revenue, orders: e.orders, refundAmount: e.refundAmount }));
  } else {
    labelled = keyed.map((row) => ({ key: row.key, label: row.key, revenue: num(row.revenue), orders: num(row.orders), refundAmount: num(row.refund_amount) }));
    if (dimension === 'language') for (const entry of labelled) entry.key = entry.label = SHOP_LANGUAGE[entry.key] ?? entry.key;
  }
  labelled.sort((a, b) => b.revenue - a.revenue || a.key.localeCompare(b.key));
  const top = labelled.slice(0, BREAKDOWN_LIMIT);
  if (dimension === 'product' && top.length > 0) {
    const names = await rows<{ id: number; name: Record<string, string> }>(db, sql`SELECT id, name FROM products WHERE id = ANY(${`{${top.map((e) => Number(e.key)).join(',')}}`}::int[])`);
    const nameOf = new Map(names.map((p) => [String(p.id), localize(p.name, lang)]));
    for (const entry of top) entry.label = nameOf.get(entry.key) ?? `#${entry.key}`;
  }
  return top.map((e) => ({ ...e, revenue: yuan(e.revenue), refundAmount: yuan(e.refundAmount) }));
}

/** GET /api/backoffice/reports/sales (docs/reports-api.md): revenue, orders, order value and refunds over time and by one breakdown. */
export async function salesReport(db: Db, range: ReportRange, by: SalesPeriod, dimension: SalesDimension | undefined, lang: Lang) {
  const [current, previous] = await Promise.all([totalsByDay(db, range.from, range.to), totalsByDay(db, range.previous.from, range.previous.to)]);
  return {
    range: { from: range.from, to: range.to },
    previous: range.previous,
    by,
    totals: figures(current),
    previousTotals: figures(previous),
    series: series(current, range.from, range.to, by),
    previousSeries: series(previous, range.previous.from, range.previous.to, by),
    dimension: dimension ?? null,
    breakdown: dimension ? await breakdown(db, dimension, range, lang) : [],
  };
}

