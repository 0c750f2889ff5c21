import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import type { ReportRange } from './range';
import { num, rows } from './rows';

const LIMIT = 100;

/** GET /api/backoffice/reports/search: the keywords searched most, those that found nothing, those followed by no product page. */
export async function searchReport(db: Db, range: ReportRange) {
  const within = sql`day BETWEEN ${range.from}::date AND ${range.to}::date`;
  const [top, noResults, noProductView] = await Promise.all([
    rows<{ keyword: string; searches: string; sessions: string }>(db, sql`
      SELECT keyword, sum(searches) AS searches, sum(sessions) AS sessions FROM report_search_daily WHERE ${within}
      GROUP BY keyword HAVING sum(searches) > 0 ORDER BY sum(searches) DESC, keyword LIMIT ${LIMIT}`),
    rows<{ keyword: string; searches: string; last_seen: string }>(db, sql`
      SELECT keyword, sum(zero_results) AS searches, max(day) FILTER (WHERE zero_results > 0)::text AS last_seen
      FROM report_search_daily WHERE ${within}
      GROUP BY keyword HAVING sum(zero_results) > 0 ORDER BY sum(zero_results) DESC, keyword LIMIT ${LIMIT}`),
    rows<{ keyword: string; searches: string; of_searches: string }>(db, sql`
      SELECT keyword, sum(without_product_view) AS searches, sum(searches) AS of_searches FROM report_search_daily WHERE ${within}
      GROUP BY keyword HAVING sum(without_product_view) > 0 ORDER BY sum(without_product_view) DESC, keyword LIMIT ${LIMIT}`),
  ]);
  return {
    range: { from: range.from, to: range.to },
    topKeywords: top.map((r) => ({ keyword: r.keyword, searches: num(r.searches), sessions: num(r.sessions) })),
    noResults: noResults.map((r) => ({ keyword: r.keyword, searches: num(r.searches), lastSeen: r.last_seen })),
    noProductView: noProductView.map((r) => ({ keyword: r.keyword, searches: num(r.searches), ofSearches: num(r.of_searches) })),
  };
}
