import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../../db/schema/orders';
import { runCommand } from '../../ops/cli/commands';
import { actorOf, bufferIo } from '../../ops/cli/context';
import { staffSession } from '../../test/staff-session';
import { drivers } from '../../test/test-app';
import { ordersClient, useOrdersApp } from '../backoffice-orders/test-client';
import { insertEvents } from '../retention/analytics-events';
import { rollUpDay } from '../retention/analytics-rollup';
import { rollUpReportDay } from './rollup/report-rollup';
import { chinaDay } from '../backoffice-orders/china-day';
import { tracked, WIDTH } from './report-test-data';

// Days long before anything the seed or other tests make.
const DAY = '2024-02-10';
const DAY_BEFORE = '2024-02-09';

describe.each(drivers)('owner reports (%s)', (driver) => {
  const ctx = useOrdersApp(driver);
  const admin = async () => ordersClient(ctx.app, (await staffSession(ctx.app, 'admin')).token);

  it('counts the funnel, the searches and the product views of a day from its raw events', async () => {
    const client = await admin();
    const shopper = await ctx.buyer();
    const { productIds } = await ctx.kit.order(shopper.id);
    const product = productIds[0]!;
    const mobile = { $screen_width: WIDTH.mobile };
    const desktop = { $screen_width: WIDTH.desktop };
    await insertEvents(ctx.app.db, [
      tracked(DAY, '09:00:00', 'fa', '$pageview', '/en/', mobile),
      tracked(DAY, '09:01:00', 'fa', '$pageview', `/en/product/${product}`, mobile),
      tracked(DAY, '09:02:00', 'fa', 'add_to_cart', `/en/product/${product}`, mobile),
      tracked(DAY, '09:03:00', 'fa', 'order_placed', '/en/payType', mobile),
      tracked(DAY, '09:04:00', 'fa', 'order_paid', '/en/payTypeResult', mobile),
      tracked(DAY, '10:00:00', 'fb', '$pageview', '/zh/search?keyword=lithium', desktop),
      tracked(DAY, '10:00:01', 'fb', 'search_results', '/zh/search?keyword=lithium', { ...desktop, result_count: 5 }),
      tracked(DAY, '10:01:00', 'fb', '$pageview', `/zh/product/${product}`, desktop),
      tracked(DAY, '11:00:00', 'fc', '$pageview', '/en/search?keyword=sodium%20foil', desktop),
      tracked(DAY, '11:00:01', 'fc', 'search_results', '/en/search?keyword=sodium%20foil', { ...desktop, result_count: 0 }),
      tracked(DAY, '11:05:00', 'fc', '$WebClick', '/en/search?keyword=sodium%20foil', desktop),
      // No session id: no tracker sent it; the funnel leaves it out.
      tracked(DAY, '12:00:00', null, '$pageview', '/en/', desktop),
    ]);
    await rollUpDay(ctx.app.db, DAY);
    await rollUpReportDay(ctx.app.db, DAY);

    const funnel = await client.data<{ steps: Array<{ step: string; sessions: number }>; byLanguage: unknown[]; byDevice: unknown[] }>(
      'GET', `reports/funnel?from=${DAY}&to=${DAY}`);
    expect(funnel.steps.map((s) => [s.step, s.sessions])).toEqual([['sessions', 3], ['productView', 2], ['addToCart', 1], ['orderPlaced', 1], ['paid', 1]]);
    expect(funnel.byLanguage).toEqual([{ key: 'en', steps: [2, 1, 1, 1, 1] }, { key: 'zh', steps: [1, 1, 0, 0, 0] }]);
    expect(funnel.byDevice).toEqual([{ key: 'desktop', steps: [2, 1, 0, 0, 0] }, { key: 'mobile', steps: [1, 1, 1, 1, 1] }]);

    const search = await client.data('GET', `reports/search?from=${DAY}&to=${DAY}`);
    expect(search).toEqual({
      range: { from: DAY, to: DAY },
      topKeywords: [{ keyword: 'lithium', searches: 1, sessions: 1 }, { keyword: 'sodium foil', searches: 1, sessions: 1 }],
      noResults: [{ keyword: 'sodium foil', searches: 1, lastSeen: DAY }],
      noProductView: [{ keyword: 'sodium foil', searches: 1, ofSearches: 1 }],
    });

    const products = await client.data<{ viewedVsBought: Array<{ productId: number; views: number }> }>('GET', `reports/products?from=${DAY}&to=${DAY}`);
    expect(products.viewedVsBought).toEqual([expect.objectContaining({ productId: product, views: 2, orders: 0, conversion: 0 })]);
  });

  it('counts sales on the day they were paid and refunds on the day they were made, in total, over time and by breakdown', async () => {
    const client = await admin();
    const shopper = await ctx.buyer();
    const paidOn = async (day: string, payAmount: number, method: 'alipay' | 'wechat') => {
      const order = await ctx.kit.order(shopper.id, { status: 'paid', payAmount });
      await ctx.app.db.update(orders).set({ paidAt: new Date(`${day}T15:00:00+08:00`), paymentMethod: method }).where(eq(orders.id, order.id));
      return order;
    };
    await paidOn(DAY, 20_000, 'wechat');
    const refunded = await paidOn(DAY, 12_345, 'alipay');
    await paidOn(DAY_BEFORE, 5_000, 'alipay');
    const { version } = await ctx.staff.data<{ version: string }>('GET', `orders/detail?orderNo=${refunded.orderNo}`);
    await ctx.staff.data('POST', 'orders/refund', { orderNo: refunded.orderNo, version });
    await ctx.app.db.update(orderEvents).set({ createdAt: new Date(`${DAY}T18:00:00+08:00`) }).where(eq(orderEvents.orderId, refunded.id));
    for (const day of [DAY_BEFORE, DAY]) await rollUpReportDay(ctx.app.db, day);

    type Sales = { totals: Record<string, number>; previousTotals: Record<string, number>; series: Array<{ period: string; revenue: number }>; breakdown: Array<{ key: string; label: string; revenue: number; orders: number }> };
    const byMethod = await client.data<Sales>('GET', `reports/sales?from=${DAY}&to=${DAY}&dimension=paymentMethod`);
    expect(byMethod.totals).toEqual({ revenue: 323.45, orders: 2, averageOrderValue: 161.73, refunds: 1, refundAmount: 123.45 });
    expect(byMethod.previousTotals).toMatchObject({ revenue: 50, orders: 1, refunds: 0 });
    expect(byMethod.series).toEqual([expect.objectContaining({ period: DAY, revenue: 323.45, orders: 2 })]);
    expect(byMethod.breakdown).toEqual([
      { key: 'wechat', label: 'wechat', revenue: 200, orders: 1, refundAmount: 0 },
      { key: 'alipay', label: 'alipay', revenue: 123.45, orders: 1, refundAmount: 123.45 },
    ]);

    // Lines' shares of each payment: a breakdown adds up to the day's revenue, under the top-level category.
    const byCategory = await client.data<Sales>('GET', `reports/sales?from=${DAY}&to=${DAY}&dimension=category`);
    expect(byCategory.breakdown).toHaveLength(1);
    expect(byCategory.breakdown[0]!.revenue).toBeCloseTo(323.45, 1);
    expect(byCategory.breakdown[0]!.label).not.toBe('');

    const byProduct = await client.data<Sales>('GET', `reports/sales?from=${DAY}&to=${DAY}&dimension=product`);
    expect(byProduct.breakdown.length).toBeGreaterThan(1);
    expect(byProduct.breakdown.every((b) => b.label !== '' && !b.label.startsWith('#'))).toBe(true);

    const weekly = await client.data<Sales>('GET', `reports/sales?from=${DAY_BEFORE}&to=${DAY}&by=week`);
    // 2024-02-09 is a Friday: its week starts before the range, so the period is named by the range's first day.
    expect(weekly.series.map((s) => [s.period, s.revenue])).toEqual([[DAY_BEFORE, 373.45]]);
  });

  it('refuses a bad range or breakdown with a message in the reader\'s language, and rolls a day up again to the same rows', async () => {
    const client = await admin();
    const refusal = async (query: string, language = 'en') => {
      const res = await ordersClient(ctx.app, (await staffSession(ctx.app, 'admin')).token, language).get(`reports/sales?${query}`);
      expect(res.statusCode).toBe(400);
      return res.json<{ message: string; data: unknown }>();
    };
    expect((await refusal('from=2024-02-31&to=2024-03-01')).message).toMatch(/YYYY-MM-DD/);
    expect((await refusal('from=2024-03-02&to=2024-03-01')).message).toMatch(/start date must not be after/);
    expect((await refusal('from=2022-01-01&to=2024-03-01', 'zh')).message).toMatch(/24 个月/);
    const unknown = await refusal('dimension=colour');
    expect(unknown.message).toMatch(/not offered/);
    expect(unknown.data).toEqual({ allowed: ['category', 'product', 'institution', 'province', 'paymentMethod', 'language'] });
    expect((await refusal('by=year')).data).toEqual({ allowed: ['day', 'week', 'month'] });

    const snapshot = () => ctx.app.db.execute(sql`
      SELECT (SELECT json_agg(f ORDER BY language, device) FROM report_funnel_daily f WHERE day = ${DAY}::date) AS funnel,
             (SELECT json_agg(s ORDER BY dimension, key) FROM report_sales_daily s WHERE day = ${DAY}::date) AS sales`);
    const before = JSON.stringify(((await snapshot()) as unknown as { rows: unknown[] }).rows);
    await rollUpReportDay(ctx.app.db, DAY);
    expect(JSON.stringify(((await snapshot()) as unknown as { rows: unknown[] }).rows)).toBe(before);
    expect(await client.data('GET', `reports/quotations?from=${DAY}&to=${DAY}`)).toMatchObject({ totals: { requested: 0, medianHoursToAnswer: null } });
    expect(await client.data('GET', `reports/points?from=${DAY}&to=${DAY}`)).toMatchObject({ totals: { issued: 0, spent: 0 }, bySource: [] });
  });
});

describe.each(drivers)('report exports (%s)', (driver) => {
  const ctx = useOrdersApp(driver);

  it('answers each report as CSV (headed in the reader\'s language, formula-safe) and as an XLSX workbook', async () => {
    const shopper = await ctx.buyer();
    const order = await ctx.kit.order(shopper.id, { status: 'paid', payAmount: 9_900 });
    await ctx.app.db.update(orders).set({ paidAt: new Date(`${DAY}T10:00:00+08:00`), paymentMethod: 'alipay' }).where(eq(orders.id, order.id));
    await insertEvents(ctx.app.db, [tracked(DAY, '08:00:00', 'xa', '$pageview', '/en/search?keyword=%3D1%2B1', { $screen_width: WIDTH.desktop })]);
    await rollUpReportDay(ctx.app.db, DAY);
    const client = ordersClient(ctx.app, (await staffSession(ctx.app, 'admin')).token, 'zh');

    const csv = await client.get(`reports/sales/export?format=csv&from=${DAY}&to=${DAY}&dimension=paymentMethod`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="report-sales-2024-02-10-2024-02-10\.csv"/);
    expect(csv.body.startsWith('\uFEFF合计\r\n指标,本期,上期\r\n销售额（元）,99,')).toBe(true);
    expect(csv.body).toContain('\r\n细分\r\n键,名称,销售额（元）,订单数,退款金额（元）\r\nalipay,alipay,99,1,0\r\n');

    // A keyword that looks like a formula stays text in a spreadsheet.
    const search = await client.get(`reports/search/export?from=${DAY}&to=${DAY}`);
    expect(search.body).toContain("'=1+1,1,1");

    const xlsx = await client.get(`reports/funnel/export?format=xlsx&from=${DAY}&to=${DAY}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.body.startsWith('PK')).toBe(true); // a zip: the workbook
    const refused = await client.get(`reports/funnel/export?format=pdf&from=${DAY}&to=${DAY}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ data: { allowed: ['csv', 'xlsx'] } });
  });
});

describe.each(drivers)('today in the reports (%s)', (driver) => {
  const ctx = useOrdersApp(driver);

  it('npm run retention -- --today counts today so far without moving the watermark, so the day is counted again once it ends', async () => {
    const today = chinaDay(new Date());
    const now = new Date();
    const time = new Date(now.getTime() + 8 * 3_600_000 - 60_000).toISOString().slice(11, 19); // a minute ago, China time
    await insertEvents(ctx.app.db, [tracked(today, time, 'td', '$pageview', '/en/search?keyword=today%20only', { $screen_width: WIDTH.desktop })]);
    const watermark = async () =>
      ((await ctx.app.db.execute(sql`SELECT (SELECT max(day)::text FROM report_rolled_days) AS reports, (SELECT max(day)::text FROM analytics_rolled_days) AS analytics`)) as unknown as {
        rows: Array<{ reports: string | null; analytics: string | null }>;
      }).rows[0];
    const out = bufferIo();
    const code = await runCommand('retention', ['--all', '--today'], { io: out.io, cwd: process.cwd(), actor: actorOf('test'), withDatabase: (work) => work(ctx.app.db, ctx.t.config) });
    expect(out.stderr()).toBe('');
    expect(code).toBe(0);
    expect(out.stdout().toString()).toContain(`today (${today}) counted so far`);
    const marks = await watermark();
    // Nothing before today, or yesterday at the latest: today is not marked rolled up.
    for (const mark of [marks!.reports, marks!.analytics]) expect(mark === null || mark < today, String(mark)).toBe(true);
    const admin = ordersClient(ctx.app, (await staffSession(ctx.app, 'admin')).token);
    const search = await admin.data<{ topKeywords: Array<{ keyword: string }> }>('GET', `reports/search?from=${today}&to=${today}`);
    expect(search.topKeywords.map((k) => k.keyword)).toContain('today only');
  });
});
