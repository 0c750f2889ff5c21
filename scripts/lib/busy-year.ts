/**
 * A year of a busy shop written straight into PostgreSQL by set-based INSERTs (bench-reports.ts): shoppers, paid
 * orders with their lines (some refunded), their points and a quotation for one in ten, and the tracker's raw events — sessions that browse, search, add to cart,
 * order and pay in the proportions of a real funnel — spread over every China day of the year.
 */
import type pg from 'pg';

export type YearSize = { days: number; events: number; orders: number; shoppers: number };

export async function writeBusyYear(db: pg.Client, lastDay: string, size: YearSize, progress: (line: string) => void): Promise<void> {
  const first = `(${`'${lastDay}'`}::date - ${size.days - 1})`;
  // China day d's instant range: d 00:00 +08:00 is d - 8 h UTC.
  const dayStart = `((${first} + day_index)::timestamp - interval '8 hours') AT TIME ZONE 'UTC'`;
  await db.query(`
    INSERT INTO users (account, password_hash, nickname, institution, lang)
    SELECT 'bench' || i || '@bench.test', 'x', 'Bench ' || i,
      (ARRAY['Tsinghua University', 'Peking University', 'CATL Research', 'Fudan University', 'Zhejiang University', ''])[1 + i % 6],
      (ARRAY['zh', 'zh', 'en', 'ja', 'ko'])[1 + i % 5]
    FROM generate_series(1, ${size.shoppers}) AS i`);
  progress(`${size.shoppers} shoppers`);

  const started = Date.now();
  await db.query(`
    WITH picked AS (
      SELECT i, (i % ${size.days}) AS day_index, (SELECT min(id) FROM users WHERE account LIKE 'bench%') + (i::bigint * 7919) % ${size.shoppers} AS user_id
      FROM generate_series(1, ${size.orders}) AS i
    )
    INSERT INTO orders (order_no, user_id, status, goods_amount, pay_amount, address, payment_method, paid_at, created_at)
    SELECT 'LMB' || lpad(i::text, 9, '0'), user_id, CASE WHEN i % 50 = 0 THEN 'closed' ELSE 'paid' END,
      2000 + (i * 37) % 90000, 2000 + (i * 37) % 90000,
      jsonb_build_object('province', (ARRAY['上海市', '北京市', '广东省', '江苏省', '浙江省', '四川省'])[1 + i % 6], 'provinceCode', '310000'),
      (ARRAY['alipay', 'wechat', 'unionpay', 'bank_transfer'])[1 + i % 4],
      ${dayStart} + ((i::bigint * 104729) % 86400) * interval '1 second',
      ${dayStart} + ((i::bigint * 104729) % 86400) * interval '1 second'
    FROM picked`);
  await db.query(`
    INSERT INTO order_items (order_id, product_id, sku_id, sku_code, name, spec, unit_price, quantity)
    SELECT o.id, s.product_id, s.id, s.code, '{"zh":"p"}'::jsonb, '{"zh":"s"}'::jsonb, o.goods_amount, 1
    FROM orders o
    JOIN LATERAL (SELECT id, product_id, code FROM product_skus ORDER BY id OFFSET (o.id * 31) % (SELECT count(*) FROM product_skus) LIMIT 1) s ON true
    WHERE o.order_no LIKE 'LMB%'`);
  await db.query(`
    INSERT INTO order_events (order_id, from_status, to_status, actor, reason, created_at)
    SELECT id, 'paid', 'closed', 'ops', 'refunded', paid_at + interval '2 days' FROM orders WHERE order_no LIKE 'LMB%' AND status = 'closed'`);
  // Each paid order's points (1 a yuan) and an exchange now and then, as the ledger holds them.
  await db.query(`
    INSERT INTO points_ledger (user_id, delta, balance_after, source, reference, created_at)
    SELECT user_id, pay_amount / 100, pay_amount / 100, 'order', order_no, paid_at FROM orders WHERE order_no LIKE 'LMB%'
    UNION ALL
    SELECT user_id, -(pay_amount / 200), 0, 'exchange', 'X' || order_no, paid_at + interval '3 days' FROM orders WHERE order_no LIKE 'LMB%' AND id % 10 = 0`);
  // Quotations, one for every ten orders: most answered within hours, some accepted and ordered.
  await db.query(`
    INSERT INTO quotations (quote_no, user_id, status, lines, institution, delivery_city, wanted_date, invoice, quoted_at, order_id, created_at)
    SELECT 'QTB' || lpad(o.id::text, 9, '0'), o.user_id, CASE WHEN o.id % 3 = 0 THEN 'accepted' WHEN o.id % 5 = 0 THEN 'requested' ELSE 'quoted' END,
      '[]'::jsonb, 'Bench Lab', 'Shanghai', (o.paid_at + interval '30 days')::date, '{"type":"none"}'::jsonb,
      CASE WHEN o.id % 5 = 0 THEN NULL ELSE o.paid_at - interval '2 days' + ((o.id % 48) * interval '1 hour') END,
      CASE WHEN o.id % 3 = 0 THEN o.id END, o.paid_at - interval '3 days'
    FROM orders o WHERE o.order_no LIKE 'LMB%' AND o.id % 10 = 0`);
  progress(`${size.orders} paid orders with their lines, points and quotations in ${((Date.now() - started) / 1000).toFixed(0)} s`);

  // Events in chunks of days, so that one statement never holds millions of rows in memory.
  const perDay = Math.round(size.events / size.days);
  const chunk = 10;
  const eventsStarted = Date.now();
  for (let from = 0; from < size.days; from += chunk) {
    await db.query(`
      WITH e AS (
        SELECT day_index, n, (n / 12) AS session, n % 12 AS step
        FROM generate_series(${from}, ${Math.min(size.days, from + chunk) - 1}) AS day_index, generate_series(0, ${perDay - 1}) AS n
      )
      INSERT INTO analytics_events (project, session_id, event, distinct_id, properties, received_at)
      SELECT 'labmall', 'b' || day_index || '-' || session, ev.name, 'v' || (session * 13 + day_index) % 400000,
        jsonb_build_object('$url', 'https://shop.example/' || lang || ev.path, '$screen_width', (ARRAY[375, 800, 1440, 1920])[1 + session % 4])
          || CASE WHEN ev.name = 'search_results' THEN jsonb_build_object('result_count', CASE WHEN session % 7 = 0 THEN 0 ELSE 12 END) ELSE '{}'::jsonb END,
        ${dayStart} + ((session * 53 + step * 7) % 86400) * interval '1 second'
      FROM e
      CROSS JOIN LATERAL (SELECT (ARRAY['zh', 'zh', 'en', 'jp', 'kr'])[1 + session % 5] AS lang) l
      CROSS JOIN LATERAL (
        SELECT CASE
          WHEN step = 0 THEN '$pageview' WHEN step IN (1, 2) THEN '$pageview' WHEN step = 3 THEN 'search_results'
          WHEN step = 5 AND session % 4 = 0 THEN 'add_to_cart' WHEN step = 6 AND session % 12 = 0 THEN 'order_placed'
          WHEN step = 7 AND session % 15 = 0 THEN 'order_paid' ELSE '$WebClick' END AS name,
        CASE
          WHEN step = 0 THEN '/' WHEN step = 1 THEN '/product/' || (100 + (session * 7) % 300)
          WHEN step IN (2, 3) THEN '/search?keyword=' || (ARRAY['lithium', 'separator', 'NaCl', 'sodium%20foil', 'glove%20box', 'LiPF6', 'copper%20foil', 'coin%20cell'])[1 + session % 8] || (session % 50)
          ELSE '/category?categoryId=' || (session % 14) END AS path
      ) ev`);
    progress(`events: ${Math.min(size.days, from + chunk)} of ${size.days} days (${((Date.now() - eventsStarted) / 1000).toFixed(0)} s)`);
  }
}
