/**
 * Shoppers browsing through the front until told to stop: the home page (server-rendered), the home feed,
 * product details and a signed-in order list (never cached, so it always reaches the database). Reads are not
 * retried: each answer is counted as it came.
 */
import type { Buyer } from './buyers';
import { pause } from './poll';
import { call, countHiccup, type Hiccups } from './shop-client';

export type ReadTally = { sent: number; ok: number; failed: Hiccups };
export type ReadLoad = { tally: ReadTally; stop(options?: { abandon?: boolean }): Promise<ReadTally> };

const BROWSERS = 2;
/** A shopper's pace, not a wait for anything: the two cores are shared with the replicas and PostgreSQL. */
const THINK_MS = 20;

export function startReadLoad(base: string, buyers: Buyer[], productIds: number[]): ReadLoad {
  const tally: ReadTally = { sent: 0, ok: 0, failed: new Map() };
  let stopping = false;
  let next = 0;
  const reads = [
    () => call(base, 'GET', '/'),
    () => call(base, 'GET', '/api/newrecommend/multi'),
    () => call(base, 'GET', `/api/product/get?id=${productIds[next % productIds.length]}`),
    () => call(base, 'GET', '/api/order/list?page=1&pageSize=5', { token: buyers[next % buyers.length]!.token }),
  ];
  const loops = Array.from({ length: BROWSERS }, async () => {
    while (!stopping) {
      const read = reads[next++ % reads.length]!;
      tally.sent += 1;
      try {
        const { status } = await read();
        if (status === 200) tally.ok += 1;
        else countHiccup(tally.failed, String(status));
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
