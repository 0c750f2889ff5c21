import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { chinaDay, chinaDayStart } from '../backoffice-orders/china-day';
import { DEVICE_WIDTHS, LANGUAGE_PREFIXES, PAGE_KINDS } from './page-kinds';

/**
 * A day is rolled up this long after it ended in China: an event whose insert began before midnight and committed
 * after it (received_at is the transaction's start) is in the day it belongs to before the day is counted.
 */
export const ROLLUP_GRACE_MS = 10 * 60_000;

const list = (values: readonly string[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);

/**
 * What a raw event says of its page, as columns of a SELECT on analytics_events: the URL's path and query as the
 * tracker sent them, the device class from the screen width, and whether a search said it found nothing. Shared by
 * this roll-up and the reports' (modules/reports/rollup/event-parts.ts), so both read a page the same way.
 */
export const eventPageColumns = sql`
        substring(properties->>'$url', '^(?:[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*)?([^?#]*)') AS path,
        substring(properties->>'$url', '[?]([^#]*)') AS query,
        CASE WHEN jsonb_typeof(properties->'$screen_width') IS DISTINCT FROM 'number' THEN ''
             WHEN (properties->>'$screen_width')::numeric < ${DEVICE_WIDTHS.mobile} THEN 'mobile'
             WHEN (properties->>'$screen_width')::numeric < ${DEVICE_WIDTHS.tablet} THEN 'tablet'
             ELSE 'desktop' END AS device,
        jsonb_typeof(properties->'result_count') = 'number' AND (properties->>'result_count')::numeric = 0 AS zero_results`;

/**
 * One China day of raw events counted by key (schema/analytics-daily.ts), in SQL so that a day of millions of
 * events never travels to the process. The page, language, product and keyword come from the page's URL
 * (`$url`, as the tracker sends it), the device from `$screen_width`.
 */
function insertDay(day: string): SQL {
  // MATERIALIZED: inlined, the planner repeated the URL's regular expression in every expression built on it (30
  // times a row: 12.9 s for a day of 100k events, against well under a second so).
  return sql`
    WITH raw AS MATERIALIZED (
      SELECT project, event, session_id, distinct_id,
        ${eventPageColumns}
      FROM analytics_events
      WHERE received_at >= ${chinaDayStart(day).toISOString()} AND received_at < ${chinaDayStart(day, 1).toISOString()}
    ), segments AS MATERIALIZED (
      SELECT project, event, session_id, distinct_id, path, query, device, zero_results,
        CASE WHEN prefixed THEN split_part(path, '/', 2) ELSE '' END AS language,
        CASE WHEN prefixed THEN split_part(path, '/', 3) ELSE split_part(path, '/', 2) END AS segment,
        CASE WHEN prefixed THEN split_part(path, '/', 4) ELSE split_part(path, '/', 3) END AS segment2
      FROM (SELECT *, split_part(path, '/', 2) IN (${list(LANGUAGE_PREFIXES)}) AS prefixed FROM raw) AS split
    ), keyed AS MATERIALIZED (
      SELECT project, event, session_id, distinct_id, query, device, zero_results, language, segment2,
        CASE WHEN path IS NULL THEN ''
             WHEN segment = '' THEN 'home'
             WHEN segment IN (${list(PAGE_KINDS)}) THEN segment
             ELSE 'other' END AS page_kind
      FROM segments
    )
    INSERT INTO analytics_daily (day, project, event, page_kind, language, device, product_id, keyword, events, sessions, visitors, zero_results)
    SELECT ${day}::date, project, event, page_kind, language, device, product_id, keyword,
      count(*), count(DISTINCT session_id), count(DISTINCT distinct_id), count(*) FILTER (WHERE zero_results)
    FROM (
      SELECT project, event, session_id, distinct_id, page_kind, language, device, zero_results,
        CASE WHEN page_kind = 'product' AND segment2 ~ '^[0-9]{1,9}$' THEN segment2::integer ELSE 0 END AS product_id,
        -- As the search page reads it: trimmed, at most 100 characters.
        CASE WHEN page_kind = 'search'
             THEN left(btrim(coalesce(analytics_url_decode(substring(left(query, 2000), '(?:^|&)keyword=([^&]*)')), '')), 100)
             ELSE '' END AS keyword
      FROM keyed
    ) AS events
    GROUP BY project, event, page_kind, language, device, product_id, keyword`;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Counts one day again from its raw events, replacing what it had: running a day twice gives the same rows.
 * `record: false` counts it without marking it rolled up (today so far, `npm run retention -- --today`): the
 * watermark stays, so the day is counted again, whole, once it has ended.
 */
export async function rollUpDay(db: Db, day: string, { record = true }: { record?: boolean } = {}): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM analytics_daily WHERE day = ${day}::date`);
    await tx.execute(insertDay(day));
    const [row] = rowsOf<{ n: number | string }>(await tx.execute(sql`SELECT coalesce(sum(events), 0)::integer AS n FROM analytics_daily WHERE day = ${day}::date`));
    const rawEvents = Number(row?.n ?? 0);
    if (!record) return rawEvents;
    await tx.execute(sql`
      INSERT INTO analytics_rolled_days (day, raw_events, rolled_at) VALUES (${day}::date, ${rawEvents}, now())
      ON CONFLICT (day) DO UPDATE SET raw_events = excluded.raw_events, rolled_at = excluded.rolled_at`);
    return rawEvents;
  });
}

const nextDay = (day: string) => chinaDay(chinaDayStart(day, 1));

/** The latest day rolled up (the watermark), or undefined when none has been. */
export async function lastRolledDay(db: Db): Promise<string | undefined> {
  const [row] = rowsOf<{ day: string | null }>(await db.execute(sql`SELECT max(day)::text AS day FROM analytics_rolled_days`));
  return row?.day ?? undefined;
}

/**
 * Rolls up the days after the watermark (from the first raw event's day on a shop that never rolled up) that ended
 * at least ROLLUP_GRACE_MS ago, oldest first, at most `maxDays` of them: a shop with years of events catches up over
 * a few rounds. Each day is its own transaction; a round stopped halfway leaves whole days behind it.
 */
export async function rollUpAnalytics(
  db: Db,
  now: Date,
  { maxDays, onDay, shouldStop = () => false }: { maxDays: number; onDay?: (day: string, events: number) => void; shouldStop?: () => boolean },
): Promise<string[]> {
  const last = await lastRolledDay(db);
  let day = last ? nextDay(last) : await firstEventDay(db);
  const rolled: string[] = [];
  while (day && rolled.length < maxDays && !shouldStop() && chinaDayStart(day, 1).getTime() + ROLLUP_GRACE_MS <= now.getTime()) {
    onDay?.(day, await rollUpDay(db, day));
    rolled.push(day);
    day = nextDay(day);
  }
  return rolled;
}

async function firstEventDay(db: Db): Promise<string | undefined> {
  const [row] = rowsOf<{ at: string | Date | null }>(await db.execute(sql`SELECT min(received_at) AS at FROM analytics_events`));
  return row?.at ? chinaDay(new Date(row.at)) : undefined;
}
