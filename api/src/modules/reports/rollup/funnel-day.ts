import { sql, type SQL } from 'drizzle-orm';
import { eventParts } from './event-parts';

/**
 * The funnel of one China day (report_funnel_daily): each session active that day, counted once under the language
 * and device of its first event that day, with the steps it reached that day — a product page viewed, `add_to_cart`,
 * `order_placed`, `order_paid` (the events the shop's remotes send, shared/src/analytics/funnel-events.ts).
 */
export function insertFunnelDay(day: string): SQL {
  return sql`
    WITH ${eventParts(day)}, sessions AS (
      SELECT session_id,
        (array_agg(language ORDER BY received_at, id))[1] AS language,
        (array_agg(device ORDER BY received_at, id))[1] AS device,
        bool_or(event = '$pageview' AND segment = 'product') AS product_view,
        bool_or(event = 'add_to_cart') AS add_to_cart,
        bool_or(event = 'order_placed') AS order_placed,
        bool_or(event = 'order_paid') AS paid
      FROM parts GROUP BY session_id
    )
    INSERT INTO report_funnel_daily (day, language, device, sessions, product_view, add_to_cart, order_placed, paid)
    SELECT ${day}::date, language, device, count(*),
      count(*) FILTER (WHERE product_view), count(*) FILTER (WHERE add_to_cart),
      count(*) FILTER (WHERE order_placed), count(*) FILTER (WHERE paid)
    FROM sessions GROUP BY language, device`;
}
