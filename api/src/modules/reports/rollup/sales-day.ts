import { sql, type SQL } from 'drizzle-orm';
import { chinaDayStart } from '../../backoffice-orders/china-day';

/**
 * The sales of one China day (report_sales_daily), in total (dimension '') and by each breakdown: orders paid that
 * day with their payment, and orders closed by a whole-order refund that day with theirs. Category and product rows
 * carry each line's share of its order's payment (by the line's value), so every breakdown adds up to the day.
 * Institution and language are the buyer's at roll-up time; province the delivery address's (its name).
 */
export function insertSalesDay(day: string): SQL {
  const from = chinaDayStart(day).toISOString();
  const to = chinaDayStart(day, 1).toISOString();
  return sql`
    WITH facts AS MATERIALIZED (
      SELECT false AS refund, o.id, o.pay_amount, coalesce(o.payment_method, '') AS payment_method,
        left(coalesce(o.address->>'province', ''), 100) AS province, u.institution, u.lang
      FROM orders o JOIN users u ON u.id = o.user_id
      WHERE o.paid_at >= ${from} AND o.paid_at < ${to}
      UNION ALL
      SELECT true, o.id, o.pay_amount, coalesce(o.payment_method, ''), left(coalesce(o.address->>'province', ''), 100), u.institution, u.lang
      FROM order_events e JOIN orders o ON o.id = e.order_id JOIN users u ON u.id = o.user_id
      WHERE e.to_status = 'closed' AND e.reason = 'refunded' AND e.created_at >= ${from} AND e.created_at < ${to}
    ), lines AS MATERIALIZED (
      SELECT f.refund, i.order_id, i.product_id, p.category_id, i.quantity,
        CASE WHEN sum(i.unit_price::bigint * i.quantity) OVER w = 0 THEN 0
             ELSE round(f.pay_amount::numeric * i.unit_price * i.quantity / sum(i.unit_price::bigint * i.quantity) OVER w)::bigint END AS share
      FROM facts f JOIN order_items i ON i.order_id = f.id JOIN products p ON p.id = i.product_id
      WINDOW w AS (PARTITION BY f.refund, i.order_id)
    ), keyed AS (
      SELECT '' AS dimension, '' AS key, refund, id, pay_amount::bigint AS amount, 0 AS quantity FROM facts
      UNION ALL SELECT 'paymentMethod', payment_method, refund, id, pay_amount, 0 FROM facts
      UNION ALL SELECT 'province', province, refund, id, pay_amount, 0 FROM facts
      UNION ALL SELECT 'institution', institution, refund, id, pay_amount, 0 FROM facts
      UNION ALL SELECT 'language', lang, refund, id, pay_amount, 0 FROM facts
      UNION ALL SELECT 'category', category_id::text, refund, order_id, share, quantity FROM lines
      UNION ALL SELECT 'product', product_id::text, refund, order_id, share, quantity FROM lines
    )
    INSERT INTO report_sales_daily (day, dimension, key, revenue, orders, quantity, refunds, refund_amount)
    SELECT ${day}::date, dimension, key,
      coalesce(sum(amount) FILTER (WHERE NOT refund), 0), count(DISTINCT id) FILTER (WHERE NOT refund),
      coalesce(sum(quantity) FILTER (WHERE NOT refund), 0), count(DISTINCT id) FILTER (WHERE refund),
      coalesce(sum(amount) FILTER (WHERE refund), 0)
    FROM keyed GROUP BY dimension, key`;
}
