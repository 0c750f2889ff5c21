/**
 * 2. Restart PostgreSQL (pg_ctl restart -m fast: every connection cut) while shoppers browse and buyers order.
 * The replicas recover on their own, never restarted: /health/ready answers 200 again, orders are placed again,
 * and nothing acknowledged is lost.
 */
import { userIdsOf, type FaultContext, type ScenarioOutcome } from './fault-context';
import { auditOrders } from './order-audit';
import { startOrderLoad } from './order-load';
import { waitFor } from './poll';
import { startReadLoad } from './read-load';
import { connectionsLentOut, LEAK_WAIT_MS, isReady, samePids } from './replica-probes';
import { describeHiccups } from './shop-client';
import { readShopState } from './shop-state';
import { whileLoaded } from './while-loaded';

export async function restartPostgresDuringLoad(context: FaultContext): Promise<ScenarioOutcome> {
  const { topology } = context;
  const pids = topology.replicas.map((replica) => replica.process.pid);
  const before = await readShopState(context.db, context.skuIds, userIdsOf(context));
  const orders = startOrderLoad(topology.base, context.buyers, context.lines, context.paymentSecret);
  const reads = startReadLoad(topology.base, context.buyers, context.productIds);
  const failures: string[] = [];
  const story = await whileLoaded([orders, reads], async () => {
    await waitFor('orders before the restart', () => orders.tally.placed.length >= 15, 20_000);
    const atRestart = orders.tally.placed.length;
    const restartStarted = Date.now();
    await context.postgres.restart();
    const restartMs = Date.now() - restartStarted;
    context.progress(`PostgreSQL restarted (${restartMs} ms) after ${atRestart} orders`);
    const readyMs = await waitFor('every replica ready again', async () => (await Promise.all(topology.replicas.map(isReady))).every(Boolean), 30_000, 200);
    const afterReady = orders.tally.placed.length;
    await waitFor('orders after the restart', () => orders.tally.placed.length >= afterReady + 20, 30_000);
    return [
      `pg_ctl restart -m fast took ${(restartMs / 1000).toFixed(1)} s after ${atRestart} orders;` +
        ` every replica ready ${(readyMs / 1000).toFixed(1)} s later, orders placed again`,
    ];
  }).catch((error: Error) => {
    failures.push(error.message); // still audited below: whatever happened, nothing acknowledged may be lost
    return [] as string[];
  });
  if (!samePids(topology.replicas, pids)) failures.push('a replica exited or was restarted: they must recover on their own');
  else story.push('no replica was restarted (same processes throughout)');
  // The restart cut connections that requests had just taken from the pool: each must come back (or be
  // destroyed), or the pool shrinks for good. A leak never comes back, so a generous wait costs nothing.
  await waitFor('every replica’s connections back in its pool after the load (none leaked by the restart)', async () =>
    (await Promise.all(topology.replicas.map(connectionsLentOut))).every((lent) => lent === 0), LEAK_WAIT_MS, 100)
    .then((ms) => story.push(`every replica's pooled connections back in its pool ${(ms / 1000).toFixed(1)} s after the load: none leaked`))
    .catch((error: Error) => failures.push(error.message));
  const audit = await auditOrders(context.db, orders.tally, before, context.skuIds, userIdsOf(context));
  const { sent, ok, failed } = reads.tally;
  return {
    lines: [
      ...story,
      ...audit.lines,
      `reads     sent ${sent}, answered 200 ${ok}, failed during the restart ${sent - ok} (${describeHiccups(failed)}); nothing to lose`,
      `retried   ${describeHiccups(orders.tally.hiccups)}`,
    ],
    failures: [...failures, ...audit.failures],
  };
}
