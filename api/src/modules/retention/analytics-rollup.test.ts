import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, buildTestApp, type TestApp } from '../../test/test-app';
import type { Db } from '../../db/types';
import { chinaDay } from '../backoffice-orders/china-day';
import { expectedRollup, insertEvents, random, type DailyCounts, type RawEvent } from './analytics-events';
import { rollUpDay } from './analytics-rollup';
import { runRetentionRound } from './round';

const DAYS = ['2024-03-01', '2024-03-02', '2024-03-03'];
const at = (iso: string) => new Date(iso);

const URLS = [
  'https://shop.example/zh/', 'https://shop.example/en/product/123', 'https://shop.example/jp/product/77?from=home',
  'https://shop.example/kr/search?keyword=%E8%AF%95%E5%89%82+acid&page=2', 'https://shop.example/zh/search?keyword=NaCl',
  'https://shop.example/zh/search?page=1', 'https://shop.example/en/category?categoryId=4', 'https://shop.example/en/user/order',
  'https://shop.example/zh/nowhere/at/all', 'https://shop.example/product/9', '/en/help/questionDetail?id=3', 'https://shop.example/en/product/abc',
];
const WIDTHS = [375, 800, 1440, '1440', undefined];

/** Events spread over DAYS, China time, some on either side of China's midnight (16:00 UTC). */
function generate(count: number, seed: number): RawEvent[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const start = at(`${DAYS[0]}T00:00:00+08:00`).getTime();
  return Array.from({ length: count }, (_, i) => {
    const url = pick([...URLS, undefined]);
    const properties: Record<string, unknown> = { $lib: 'js' };
    if (url) properties.$url = url;
    const width = pick(WIDTHS);
    if (width !== undefined) properties.$screen_width = width;
    if (url?.includes('keyword=')) properties.result_count = pick([0, 0, 5]);
    // Every tenth event sits within a minute of a China midnight.
    const offset = i % 10 === 0 ? (1 + Math.floor(next() * 2)) * 86_400_000 + Math.floor((next() - 0.5) * 120_000) : Math.floor(next() * 3 * 86_400_000);
    return {
      project: pick(['labmall', 'labmall', 'other']),
      event: pick(['$pageview', '$pageview', '$WebClick']),
      sessionId: next() < 0.1 ? null : `s${Math.floor(next() * 40)}`,
      distinctId: next() < 0.3 ? null : `u${Math.floor(next() * 15)}`,
      properties,
      receivedAt: new Date(Math.min(start + offset, start + 3 * 86_400_000 - 1)),
    };
  });
}

async function rolledRows(db: Db): Promise<DailyCounts[]> {
  const { rows } = (await db.execute(sql`
    SELECT day::text AS day, project, event, page_kind AS "pageKind", language, device, product_id AS "productId", keyword,
      events, sessions, visitors, zero_results AS "zeroResults"
    FROM analytics_daily ORDER BY day, project, event, page_kind, language, device, product_id, keyword`)) as unknown as { rows: DailyCounts[] };
  return rows;
}

const sorted = (rows: DailyCounts[]) => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
const periods = (t: TestApp) => t.config.retention;

describe.each(drivers)('analytics roll-up on %s', (driver) => {
  let t: TestApp;
  const events = generate(1_500, 31);
  beforeAll(async () => {
    t = await buildTestApp(driver, { env: { RETENTION: 'off' } });
    await insertEvents(t.app.db, events);
  });
  afterAll(() => t?.close());

  it('counts each China day of raw events by page, language, device, product and keyword, as the raw events say', async () => {
    const report = await runRetentionRound(t.app.db, periods(t), at('2024-03-04T01:00:00+08:00'), { pauseMs: 0 });
    expect(report.rolledDays).toEqual(DAYS);
    const rows = await rolledRows(t.app.db);
    expect(sorted(rows)).toEqual(sorted(expectedRollup(events, chinaDay)));
    expect(rows.reduce((sum, row) => sum + row.events, 0)).toBe(events.length);
    // The decoded keyword and a product id are there to be read by later reports.
    expect(rows.some((row) => row.keyword === '试剂 acid' && row.language === 'kr')).toBe(true);
    expect(rows.some((row) => row.productId === 123 && row.pageKind === 'product')).toBe(true);
    const { rows: days } = (await t.app.db.execute(sql`SELECT day::text AS day, raw_events AS n FROM analytics_rolled_days ORDER BY day`)) as unknown as { rows: Array<{ day: string; n: number }> };
    expect(days).toEqual(DAYS.map((day) => ({ day, n: events.filter((e) => chinaDay(e.receivedAt) === day).length })));
  });

  it('gives the same rows when a day is rolled up again, and a second round rolls nothing', async () => {
    const before = await rolledRows(t.app.db);
    await rollUpDay(t.app.db, DAYS[1]!);
    const again = await runRetentionRound(t.app.db, periods(t), at('2024-03-04T01:00:00+08:00'), { pauseMs: 0 });
    expect(again.rolledDays).toEqual([]);
    expect(await rolledRows(t.app.db)).toEqual(before);
  });

  it('rolls a day up only once it has ended in China (and the grace after it), days without events included', async () => {
    await insertEvents(t.app.db, [
      { project: 'labmall', event: '$pageview', sessionId: 'late', distinctId: null, properties: { $url: 'https://shop.example/zh/search?keyword=%E8%AF' }, receivedAt: at('2024-03-05T23:59:00+08:00') },
    ]);
    expect((await runRetentionRound(t.app.db, periods(t), at('2024-03-06T00:05:00+08:00'), { pauseMs: 0 })).rolledDays).toEqual(['2024-03-04']);
    expect((await runRetentionRound(t.app.db, periods(t), at('2024-03-06T00:11:00+08:00'), { pauseMs: 0 })).rolledDays).toEqual(['2024-03-05']);
    const late = (await rolledRows(t.app.db)).filter((row) => row.day === '2024-03-05');
    // A keyword that is not UTF-8 once decoded counts as none, and does not stop the day's roll-up.
    expect(late).toEqual([expect.objectContaining({ pageKind: 'search', language: 'zh', keyword: '', events: 1, sessions: 1, visitors: 0 })]);
  });

  it('prunes raw events past their period only on days already rolled up', async () => {
    const count = async () => {
      const { rows } = (await t.app.db.execute(sql`SELECT count(*)::integer AS n FROM analytics_events`)) as unknown as { rows: Array<{ n: number }> };
      return rows[0]!.n;
    };
    await insertEvents(t.app.db, [
      { project: 'labmall', event: '$pageview', sessionId: 'x', distinctId: null, properties: {}, receivedAt: at('2024-03-06T10:00:00+08:00') },
    ]);
    // Thirteen months on, with no roll-up in this round: everything up to 03-05 goes, 03-06 (not rolled up) stays.
    const now = at('2025-05-01T12:00:00+08:00');
    const first = await runRetentionRound(t.app.db, periods(t), now, { pauseMs: 0, maxRollupDays: 0, batchSize: 400 });
    expect(first.pruned.analytics_events).toBe(events.length + 1);
    expect(await count()).toBe(1);
    const second = await runRetentionRound(t.app.db, periods(t), now, { pauseMs: 0, maxRollupDays: 1 });
    expect(second.rolledDays).toEqual(['2024-03-06']);
    expect(second.pruned.analytics_events).toBe(1);
    expect(await count()).toBe(0);
    // The roll-up itself is kept.
    expect((await rolledRows(t.app.db)).reduce((sum, row) => sum + row.events, 0)).toBe(events.length + 2);
  });
});
