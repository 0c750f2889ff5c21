/**
 * Shoppers browsing through the front until told to stop: the home page (server-rendered), the home feed,
 * product details and a signed-in order list (never cached, so it always reaches the database). Reads are not
 * retried: each answer is counted as it came, and kept with its path and time so that a scenario can tell reads of
 * answers the replicas had cached from the others (readsAround).
 */
import type { Buyer } from './buyers';
import { pause } from './poll';
import { call, countHiccup, type Hiccups } from './shop-client';

/**
 * One read: what was asked (`guest`: no token, an answer a replica may cache), when it was sent, how it ended (the
 * status, or `network`), whether it was a replica's copy sent while the database was away, and whether it said when
 * to retry (Retry-After).
 */
export type Read = { path: string; guest: boolean; at: number; outcome: string; stale: boolean; retryAfter: boolean };
export type ReadTally = { sent: number; ok: number; failed: Hiccups; reads: Read[] };
export type ReadLoad = { tally: ReadTally; stop(options?: { abandon?: boolean }): Promise<ReadTally> };

const BROWSERS = 2;
/** A shopper's pace, not a wait for anything: the two cores are shared with the replicas and PostgreSQL. */
const THINK_MS = 20;

export function startReadLoad(base: string, buyers: Buyer[], productIds: number[]): ReadLoad {
  const tally: ReadTally = { sent: 0, ok: 0, failed: new Map(), reads: [] };
  let stopping = false;
  let next = 0;
  const reads: Array<() => { path: string; token?: string }> = [
    () => ({ path: '/' }),
    () => ({ path: '/api/newrecommend/multi' }),
    () => ({ path: `/api/product/get?id=${productIds[next % productIds.length]}` }),
    () => ({ path: '/api/order/list?page=1&pageSize=5', token: buyers[next % buyers.length]!.token }),
  ];
  const loops = Array.from({ length: BROWSERS }, async () => {
    while (!stopping) {
      const { path, token } = reads[next++ % reads.length]!();
      const read: Read = { path, guest: !token, at: Date.now(), outcome: 'network', stale: false, retryAfter: false };
      tally.sent += 1;
      tally.reads.push(read);
      try {
        const answer = await call(base, 'GET', path, token ? { token } : {});
        read.outcome = String(answer.status);
        read.stale = answer.cache === 'stale-if-error';
        read.retryAfter = answer.retryAfter !== null;
        if (answer.status === 200) tally.ok += 1;
        else countHiccup(tally.failed, read.outcome);
      } catch {
        countHiccup(tally.failed, 'network');
      }
      await pause(THINK_MS);
    }
  });
  return {
    tally,
    async stop() {
      stopping = true;
      await Promise.all(loops);
      return tally;
    },
  };
}

/** Whether every guest path of the load was answered 200 at least `times` times by reads sent from `since` on. */
export function everyGuestPathAnswered(tally: ReadTally, since: number, times: number): boolean {
  const answered = new Map<string, number>();
  for (const read of tally.reads) {
    if (!read.guest) continue;
    const n = answered.get(read.path) ?? 0;
    answered.set(read.path, n + (read.at >= since && read.outcome === '200' ? 1 : 0));
  }
  return answered.size > 0 && [...answered.values()].every((n) => n >= times);
}

/** How reads sent from `since` on went, of one kind; `withoutRetryAfter`: failures other than a 503 with Retry-After. */
export type ReadGroup = { sent: number; failed: Hiccups; stale: number; withoutRetryAfter: number };

/**
 * The reads sent from `since` on (a fault), in three groups: guest reads of a path some replica answered 200 in the
 * minute before `since` (`cached`: a replica holds that answer, so it must come back even with the database away),
 * other guest reads, and signed-in reads (which need the database).
 */
export function readsAround(tally: ReadTally, since: number): { cached: ReadGroup; uncached: ReadGroup; signedIn: ReadGroup } {
  const servedBefore = new Set(tally.reads.filter((r) => r.guest && r.outcome === '200' && r.at < since && r.at >= since - 60_000).map((r) => r.path));
  const group = (): ReadGroup => ({ sent: 0, failed: new Map(), stale: 0, withoutRetryAfter: 0 });
  const groups = { cached: group(), uncached: group(), signedIn: group() };
  for (const read of tally.reads) {
    if (read.at < since) continue;
    const into = !read.guest ? groups.signedIn : servedBefore.has(read.path) ? groups.cached : groups.uncached;
    into.sent += 1;
    if (read.stale) into.stale += 1;
    if (read.outcome !== '200') countHiccup(into.failed, read.outcome);
    if (read.outcome !== '200' && !(read.outcome === '503' && read.retryAfter)) into.withoutRetryAfter += 1;
  }
  return groups;
}
