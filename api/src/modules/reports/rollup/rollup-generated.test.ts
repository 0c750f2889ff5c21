import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, drivers, type TestApp } from '../../../test/test-app';
import { insertEvents, random, type RawEvent } from '../../retention/analytics-events';
import { SHOP } from '../report-test-data';
import { rollUpReportDay, rollUpReports } from './report-rollup';

const DAY = '2024-01-20';
const PREFIXES = ['zh', 'en', 'jp', 'kr', ''];
const KEYWORDS = ['lithium', 'NaCl', '隔膜', 'sodium foil'];
const WIDTHS: Array<number | undefined> = [375, 800, 1440, undefined];
const deviceOf = (width: number | undefined) => (width === undefined ? '' : width < 768 ? 'mobile' : width < 1024 ? 'tablet' : 'desktop');

type Generated = RawEvent & { language: string; device: string; page: 'home' | 'product' | 'search' | 'category'; keyword: string };

/** A day of a busy little shop: 40 sessions, each on one language and screen, wandering and sometimes buying. */
function generate(count: number, seed: number): Generated[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const sessions = Array.from({ length: 40 }, (_, i) => ({ id: `g${i}`, prefix: pick(PREFIXES), width: pick(WIDTHS) }));
  const start = new Date(`${DAY}T00:00:00+08:00`).getTime();
  return Array.from({ length: count }, (_, i) => {
    const session = pick(sessions);
    const page = pick(['home', 'product', 'product', 'search', 'search', 'category'] as const);
    const keyword = page === 'search' ? pick(KEYWORDS) : '';
    const path = { home: '/', product: `/product/${1 + Math.floor(next() * 5)}`, search: `/search?keyword=${encodeURIComponent(keyword)}`, category: '/category?categoryId=3' }[page];
    const event = pick(['$pageview', '$pageview', '$pageview', '$WebClick', 'add_to_cart', 'order_placed', 'order_paid', 'search_results'] as const);
    const properties: Record<string, unknown> = { $url: `${SHOP}${session.prefix ? `/${session.prefix}` : ''}${path}` };
    if (session.width !== undefined) properties.$screen_width = session.width;
    if (event === 'search_results') properties.result_count = pick([0, 0, 4]);
    return {
      project: 'labmall', event, sessionId: next() < 0.05 ? null : session.id, distinctId: null, properties,
      // One event every 100 s, in order: "first" and "after" are never a tie.
      receivedAt: new Date(start + i * 100_000),
      language: session.prefix, device: deviceOf(session.width), page, keyword,
    };
  });
}

/** The funnel and the searches counted in JS from the events, as docs/reports-api.md defines them. */
function expected(events: Generated[]) {
  const bySession = new Map<string, Generated[]>();
  for (const e of events) if (e.sessionId) bySession.set(e.sessionId, [...(bySession.get(e.sessionId) ?? []), e]);
  const funnel = new Map<string, number[]>();
  for (const list of bySession.values()) {
    const first = list[0]!;
    const key = `${first.language}|${first.device}`;
    const reached = [true, list.some((e) => e.event === '$pageview' && e.page === 'product'), list.some((e) => e.event === 'add_to_cart'),
      list.some((e) => e.event === 'order_placed'), list.some((e) => e.event === 'order_paid')];
    funnel.set(key, (funnel.get(key) ?? [0, 0, 0, 0, 0]).map((n, i) => n + (reached[i] ? 1 : 0)));
  }
  const search = new Map<string, { searches: number; sessions: Set<string>; zero: number; without: number }>();
  for (const e of events) {
    if (!e.sessionId || e.page !== 'search') continue;
    const entry = search.get(e.keyword) ?? { searches: 0, sessions: new Set<string>(), zero: 0, without: 0 };
    if (e.event === '$pageview') {
      entry.searches += 1;
      entry.sessions.add(e.sessionId);
      const viewedAfter = bySession.get(e.sessionId)!.some((o) => o.event === '$pageview' && o.page === 'product' && o.receivedAt > e.receivedAt);
      if (!viewedAfter) entry.without += 1;
    }
    if (e.event === 'search_results' && e.properties.result_count === 0) entry.zero += 1;
    search.set(e.keyword, entry);
  }
  return {
    funnel: [...funnel].map(([key, steps]) => `${key}|${steps.join(',')}`).sort(),
    search: [...search].map(([keyword, s]) => `${keyword}|${s.searches}|${s.sessions.size}|${s.zero}|${s.without}`).sort(),
  };
}

describe.each(drivers)('report roll-ups against the raw events they count (%s)', (driver) => {
  let t: TestApp;
  const events = generate(800, 7);
  beforeAll(async () => {
    t = await buildTestApp(driver);
    await insertEvents(t.app.db, events);
  });
  afterAll(async () => {
    await t?.close();
  });

  const rolled = async () => {
    const { rows: funnel } = (await t.app.db.execute(sql`
      SELECT language || '|' || device || '|' || concat_ws(',', sessions, product_view, add_to_cart, order_placed, paid) AS row
      FROM report_funnel_daily WHERE day = ${DAY}::date`)) as unknown as { rows: Array<{ row: string }> };
    const { rows: search } = (await t.app.db.execute(sql`
      SELECT concat_ws('|', keyword, searches, sessions, zero_results, without_product_view) AS row
      FROM report_search_daily WHERE day = ${DAY}::date`)) as unknown as { rows: Array<{ row: string }> };
    return { funnel: funnel.map((r) => r.row).sort(), search: search.map((r) => r.row).sort() };
  };

  it('counts every session and search of the day as the events say, and gives the same rows when run again', async () => {
    await rollUpReportDay(t.app.db, DAY);
    const first = await rolled();
    expect(first).toEqual(expected(events));
    await rollUpReportDay(t.app.db, DAY);
    expect(await rolled()).toEqual(first);
  });

  it('rolls up the days after its watermark once they have ended in China, oldest first', async () => {
    const { rows } = (await t.app.db.execute(sql`SELECT max(day)::text AS day FROM report_rolled_days`)) as unknown as { rows: Array<{ day: string }> };
    const watermark = rows[0]!.day;
    expect(watermark).toBe(DAY);
    // Before the next day's end (and its grace) nothing more is due; after it, that one day.
    expect(await rollUpReports(t.app.db, new Date('2024-01-22T00:05:00+08:00'), { maxDays: 31 })).toEqual([]);
    expect(await rollUpReports(t.app.db, new Date('2024-01-22T00:11:00+08:00'), { maxDays: 31 })).toEqual(['2024-01-21']);
  });
});
