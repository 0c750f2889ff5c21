import { sql, type SQL } from 'drizzle-orm';
import { chinaDayStart } from '../../backoffice-orders/china-day';
import { eventPageColumns } from '../../retention/analytics-rollup';
import { LANGUAGE_PREFIXES } from '../../retention/page-kinds';

const list = (values: readonly string[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);

/**
 * One China day of raw events with what the report roll-ups need of each, read once (MATERIALIZED: the URL's
 * regular expressions run once per row): the session, the event, the page's language and first path segment (read
 * as retention/analytics-rollup.ts reads them: `eventPageColumns`), the device class, the search keyword on search pages, and whether a
 * `search_results` event said nothing was found. Events without a session id (sent by no tracker) are left out.
 */
export function eventParts(day: string): SQL {
  return sql`
    raw AS MATERIALIZED (
      SELECT id, session_id, event, received_at, ${eventPageColumns}
      FROM analytics_events
      WHERE received_at >= ${chinaDayStart(day).toISOString()} AND received_at < ${chinaDayStart(day, 1).toISOString()}
        AND session_id IS NOT NULL AND session_id <> ''
    ), parts AS MATERIALIZED (
      SELECT id, session_id, event, received_at, device, zero_results AS found_nothing, query,
        CASE WHEN prefixed THEN split_part(path, '/', 2) ELSE '' END AS language,
        CASE WHEN prefixed THEN split_part(path, '/', 3) ELSE split_part(path, '/', 2) END AS segment
      FROM (SELECT *, coalesce(split_part(path, '/', 2) IN (${list(LANGUAGE_PREFIXES)}), false) AS prefixed FROM raw) AS split
    )`;
}

/** The searched keyword of a search page's query, as the search page reads it: decoded, trimmed, at most 100 characters. */
export const keywordOf = (query: SQL) =>
  sql`left(btrim(coalesce(analytics_url_decode(substring(left(${query}, 2000), '(?:^|&)keyword=([^&]*)')), '')), 100)`;
