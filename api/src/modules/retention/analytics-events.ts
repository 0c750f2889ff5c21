import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { DEVICE_WIDTHS, LANGUAGE_PREFIXES, PAGE_KINDS } from './page-kinds';

/** Test helper (no test itself): raw events written as the collector writes them, and their roll-up counted in JS. */
export type RawEvent = {
  project: string;
  event: string;
  sessionId: string | null;
  distinctId: string | null;
  properties: Record<string, unknown>;
  receivedAt: Date;
};

export async function insertEvents(db: Db, events: RawEvent[]): Promise<void> {
  for (let i = 0; i < events.length; i += 500) {
    const rows = events.slice(i, i + 500).map((e) =>
      sql`(${e.project}, ${e.event}, ${e.sessionId}, ${e.distinctId}, ${JSON.stringify(e.properties)}::jsonb, ${e.receivedAt.toISOString()})`);
    await db.execute(sql`INSERT INTO analytics_events (project, event, session_id, distinct_id, properties, received_at) VALUES ${sql.join(rows, sql`, `)}`);
  }
}

/** A seeded pseudo-random generator (mulberry32): the same events on every run. */
export function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type DailyKey = { day: string; project: string; event: string; pageKind: string; language: string; device: string; productId: number; keyword: string };
export type DailyCounts = DailyKey & { events: number; sessions: number; visitors: number; zeroResults: number };

/**
 * The roll-up's keys worked out another way than the SQL does (the URL class, URLSearchParams): the test compares
 * the two on generated events.
 */
export function keyOf(event: RawEvent, day: string): DailyKey {
  const key: DailyKey = { day, project: event.project, event: event.event, pageKind: '', language: '', device: '', productId: 0, keyword: '' };
  const width = event.properties.$screen_width;
  if (typeof width === 'number') key.device = width < DEVICE_WIDTHS.mobile ? 'mobile' : width < DEVICE_WIDTHS.tablet ? 'tablet' : 'desktop';
  const href = event.properties.$url;
  if (typeof href !== 'string') return key;
  const url = new URL(href, 'http://relative.invalid');
  const [, first = '', afterPrefix = '', afterThat = ''] = url.pathname.split('/');
  const prefixed = (LANGUAGE_PREFIXES as readonly string[]).includes(first);
  if (prefixed) key.language = first;
  const [second, third] = prefixed ? [afterPrefix, afterThat] : [first, afterPrefix];
  key.pageKind = second === '' ? 'home' : (PAGE_KINDS as readonly string[]).includes(second) ? second : 'other';
  if (key.pageKind === 'product' && /^\d{1,9}$/.test(third)) key.productId = Number(third);
  if (key.pageKind === 'search') key.keyword = (url.searchParams.get('keyword') ?? '').trim().slice(0, 100);
  return key;
}

export function expectedRollup(events: RawEvent[], dayOf: (at: Date) => string): DailyCounts[] {
  const groups = new Map<string, { key: DailyKey; events: number; sessions: Set<string>; visitors: Set<string>; zero: number }>();
  for (const event of events) {
    const key = keyOf(event, dayOf(event.receivedAt));
    const id = JSON.stringify(key);
    const group = groups.get(id) ?? { key, events: 0, sessions: new Set(), visitors: new Set(), zero: 0 };
    group.events += 1;
    if (event.sessionId) group.sessions.add(event.sessionId);
    if (event.distinctId) group.visitors.add(event.distinctId);
    if (event.properties.result_count === 0) group.zero += 1;
    groups.set(id, group);
  }
  return [...groups.values()].map((g) => ({ ...g.key, events: g.events, sessions: g.sessions.size, visitors: g.visitors.size, zeroResults: g.zero }));
}
