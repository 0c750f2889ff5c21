import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { localize, type Lang } from '../../i18n/language';
import type { ReportRange } from './range';
import { num, ratio, rows } from './rows';

const LIMIT = 100;
/** Stock cover is judged on the last 30 days' sales, whatever the report's range. */
const COVER_DAYS = 30;

type Named = { name: Record<string, string> };

/** Views (the analytics roll-up's product pages) against paid orders and units (the sales roll-up), most viewed first. */
async function viewedVsBought(db: Db, range: ReportRange, lang: Lang) {
  const list = await rows<Named & { product_id: number; views: string; orders: string; quantity: string }>(db, sql`
    WITH views AS (
      SELECT product_id, sum(events) AS views FROM analytics_daily
      WHERE day BETWEEN ${range.from}::date AND ${range.to}::date AND event = '$pageview' AND page_kind = 'product' AND product_id > 0
      GROUP BY product_id ORDER BY sum(events) DESC, product_id LIMIT ${LIMIT}
    ), bought AS (
      SELECT key::int AS product_id, sum(orders) AS orders, sum(quantity) AS quantity FROM report_sales_daily
      WHERE dimension = 'product' AND day BETWEEN ${range.from}::date AND ${range.to}::date AND key IN (SELECT product_id::text FROM views)
      GROUP BY key
    )
    SELECT v.product_id, p.name, v.views, coalesce(b.orders, 0) AS orders, coalesce(b.quantity, 0) AS quantity
    FROM views v JOIN products p ON p.id = v.product_id LEFT JOIN bought b ON b.product_id = v.product_id
    ORDER BY v.views DESC, v.product_id`);
  return list.map((r) => ({
    productId: r.product_id, name: localize(r.name, lang), views: num(r.views), orders: num(r.orders), quantity: num(r.quantity),
    conversion: ratio(num(r.orders), num(r.views)),
  }));
}

/** SKUs on sale by days of stock left at the last 30 days' pace, fewest first; those that sold nothing after them. */
async function stockCover(db: Db, lang: Lang, now: Date) {
  const since = new Date(now.getTime() - COVER_DAYS * 24 * 3_600_000).toISOString();
  const list = await rows<Named & { sku_id: number; code: string; product_id: number; stock: number; sold: string }>(db, sql`
    WITH sold AS (
      SELECT i.sku_id, sum(i.quantity) AS sold FROM order_items i JOIN orders o ON o.id = i.order_id
      WHERE o.paid_at >= ${since} GROUP BY i.sku_id
    )
    SELECT s.id AS sku_id, s.code, s.product_id, p.name, s.stock, coalesce(sold.sold, 0) AS sold
    FROM product_skus s JOIN products p ON p.id = s.product_id LEFT JOIN sold ON sold.sku_id = s.id
    WHERE s.on_sale AND p.status = 'on_sale'
    ORDER BY CASE WHEN sold.sold > 0 THEN s.stock * ${COVER_DAYS}::numeric / sold.sold END ASC NULLS LAST, s.stock ASC, s.id
    LIMIT ${LIMIT}`);
  return list.map((r) => {
    const sold = num(r.sold);
    return {
      skuId: r.sku_id, skuCode: r.code, productId: r.product_id, name: localize(r.name, lang), stock: num(r.stock), soldLast30Days: sold,
      daysOfCover: sold > 0 ? Math.round((num(r.stock) * COVER_DAYS * 10) / sold) / 10 : null,
    };
  });
}

/** Products on sale with stock that sold the fewest units in the range (then the fewest views). */
async function slowMovers(db: Db, range: ReportRange, lang: Lang) {
  const list = await rows<Named & { id: number; stock: string; sold: string; views: string }>(db, sql`
    WITH stocked AS (
      SELECT p.id, p.name, sum(s.stock) AS stock FROM products p JOIN product_skus s ON s.product_id = p.id
      WHERE p.status = 'on_sale' AND s.on_sale GROUP BY p.id HAVING sum(s.stock) > 0
    ), sold AS (
      SELECT key::int AS product_id, sum(quantity) AS sold FROM report_sales_daily
      WHERE dimension = 'product' AND day BETWEEN ${range.from}::date AND ${range.to}::date GROUP BY key
    ), views AS (
      SELECT product_id, sum(events) AS views FROM analytics_daily
      WHERE day BETWEEN ${range.from}::date AND ${range.to}::date AND event = '$pageview' AND page_kind = 'product' AND product_id > 0
      GROUP BY product_id
    )
    SELECT st.id, st.name, st.stock, coalesce(sold.sold, 0) AS sold, coalesce(views.views, 0) AS views
    FROM stocked st LEFT JOIN sold ON sold.product_id = st.id LEFT JOIN views ON views.product_id = st.id
    ORDER BY coalesce(sold.sold, 0) ASC, coalesce(views.views, 0) ASC, st.stock DESC, st.id
    LIMIT ${LIMIT}`);
  return list.map((r) => ({ productId: r.id, name: localize(r.name, lang), stock: num(r.stock), quantitySold: num(r.sold), views: num(r.views) }));
}

/** GET /api/backoffice/reports/products: viewed against bought, stock cover and slow movers. */
export async function productsReport(db: Db, range: ReportRange, lang: Lang, now: Date = new Date()) {
  const [viewed, cover, slow] = await Promise.all([viewedVsBought(db, range, lang), stockCover(db, lang, now), slowMovers(db, range, lang)]);
  return { range: { from: range.from, to: range.to }, viewedVsBought: viewed, stockCover: cover, slowMovers: slow };
}
