import { sql, type SQL } from 'drizzle-orm';
import { eventParts, keywordOf } from './event-parts';

/**
 * The searches of one China day by keyword (report_search_daily): page views of the search page with a keyword, in
 * how many sessions, how many of its results pages said nothing was found (`search_results` with result_count 0),
 * and how many were followed by no product page view in the same session that day.
 */
export function insertSearchDay(day: string): SQL {
  return sql`
    WITH ${eventParts(day)}, searches AS MATERIALIZED (
      SELECT session_id, event, received_at, found_nothing, ${keywordOf(sql`query`)} AS keyword
      FROM parts
      WHERE segment = 'search' AND (event = '$pageview' OR (event = 'search_results' AND found_nothing))
    ), last_product_view AS (
      SELECT session_id, max(received_at) AS at FROM parts WHERE event = '$pageview' AND segment = 'product' GROUP BY session_id
    )
    INSERT INTO report_search_daily (day, keyword, searches, sessions, zero_results, without_product_view, last_seen_at)
    SELECT ${day}::date, s.keyword,
      count(*) FILTER (WHERE s.event = '$pageview'),
      count(DISTINCT s.session_id) FILTER (WHERE s.event = '$pageview'),
      count(*) FILTER (WHERE s.event = 'search_results'),
      count(*) FILTER (WHERE s.event = '$pageview' AND (v.at IS NULL OR v.at < s.received_at)),
      max(s.received_at)
    FROM searches s LEFT JOIN last_product_view v ON v.session_id = s.session_id
    WHERE s.keyword <> ''
    GROUP BY s.keyword`;
}
