/**
 * 2. Restart PostgreSQL (pg_ctl restart -m fast: every connection cut) while shoppers browse and buyers order.
 * The replicas recover on their own, never restarted: /health/ready answers 200 again, orders are placed again,
 * and nothing acknowledged is lost. Meanwhile every guest read of a path served in the minute before the restart is
 * answered 200, from the replicas' copies (stale-if-error past their TTL); what needs the database gets 503 with
 * Retry-After.
 *
 * Every order and payment drops the replicas' copies (a copy is never sent after a write, not even with the database
 * away), so the buyers pause for the moment before the restart, as a shop between two orders: the browsers' reads
 * then load copies the replicas hold. The orders resume as soon as PostgreSQL is down and retry through the restart.
 */
import { userIdsOf, type FaultContext, type ScenarioOutcome } from './fault-context';
import { auditOrders } from './order-audit';
import { startOrderLoad } from './order-load';
import { waitFor } from './poll';
import { everyGuestPathAnswered, readsAround, startReadLoad, type ReadGroup } from './read-load';
import { connectionsLentOut, LEAK_WAIT_MS, isReady, samePids } from './replica-probes';
import { describeHiccups } from './shop-client';
import { readShopState } from './shop-state';
import { whileLoaded } from './while-loaded';

/** Whether the fault script's own connection to the database fails (refused, cut, or PostgreSQL shutting down). */
const databaseDown = (context: FaultContext) =>
  context.db.query('SELECT 1').then(
    () => false,
    () => true,
  );

export async function restartPostgresDuringLoad(context: FaultContext): Promise<ScenarioOutcome> {
  const { topology } = context;
  const pids = topology.replicas.map((replica) => replica.process.pid);
  const before = await readShopState(context.db, context.skuIds, userIdsOf(context));
  const orders = startOrderLoad(topology.base, context.buyers, context.lines, context.paymentSecret);
  const reads = startReadLoad(topology.base, context.buyers, context.productIds);
  const failures: string[] = [];
  let restartStarted = Number.POSITIVE_INFINITY;
  const story = await whileLoaded([orders, reads], async () => {
    await waitFor('orders before the restart', () => orders.tally.placed.length >= 15, 20_000);
    await orders.hold();
    const quietFrom = Date.now();
    const atRestart = orders.tally.placed.length;
    await waitFor('every path browsed since the last order', () => everyGuestPathAnswered(reads.tally, quietFrom, 4), 10_000, 20);
    restartStarted = Date.now();
    let restarted = false;
    const restart = context.postgres.restart().finally(() => (restarted = true));
    // Not before it is down: an order that commits in the moment before the shutdown would drop the copies.
    await waitFor('PostgreSQL going down', () => restarted || databaseDown(context), 30_000, 10);
    orders.release();
    await restart;
    const restartMs = Date.now() - restartStarted;
    context.progress(`PostgreSQL restarted (${restartMs} ms) after ${atRestart} orders and ${((restartStarted - quietFrom) / 1000).toFixed(1)} s without one`);
    const readyMs = await waitFor('every replica ready again', async () => (await Promise.all(topology.replicas.map(isReady))).every(Boolean), 30_000, 200);
    const afterReady = orders.tally.placed.length;
    await waitFor('orders after the restart', () => orders.tally.placed.length >= afterReady + 20, 30_000);
    return [
      `pg_ctl restart -m fast took ${(restartMs / 1000).toFixed(1)} s after ${atRestart} orders (none in the last ${((restartStarted - quietFrom) / 1000).toFixed(1)} s);` +
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
  const { cached, uncached, signedIn } = readsAround(reads.tally, restartStarted);
  const failedOf = (group: ReadGroup) => [...group.failed.values()].reduce((sum, n) => sum + n, 0);
  const describe = (group: ReadGroup) =>
    `sent ${group.sent}, failed ${failedOf(group)} (${describeHiccups(group.failed)}), ${group.stale} of them answered stale-if-error`;
  // A replica holds those answers: with the database away it must send its copy, not a 503 (api/README.md).
  if (failedOf(cached)) failures.push(`${failedOf(cached)} guest reads of paths served in the minute before the restart failed: ${describeHiccups(cached.failed)}`);
  // The rest is refused as a state that passes: 503 with Retry-After, never a hang, a 500 or a 502.
  const unexplained = [cached, uncached, signedIn].reduce((sum, group) => sum + group.withoutRetryAfter, 0);
  if (unexplained) failures.push(`${unexplained} reads failed without a 503 and Retry-After`);
  return {
    lines: [
      ...story,
      ...audit.lines,
      `reads     sent ${sent}, answered 200 ${ok}, failed ${sent - ok} (${describeHiccups(failed)}); nothing to lose. From the restart on:`,
      `          guest reads of paths served in the minute before: ${describe(cached)}`,
      `          other guest reads: ${describe(uncached)}`,
      `          signed-in reads (need the database): ${describe(signedIn)}`,
      `retried   ${describeHiccups(orders.tally.hiccups)}`,
    ],
    failures: [...failures, ...audit.failures],
  };
}
