/**
 * 3. Stop Redis. Ordering and browsing never touch the throttle store, so the shop keeps selling with no error at
 * all; sign-in fails closed (503: a password-guessing limit that cannot be counted is not skipped). Redis started
 * again, every replica signs buyers in again without being restarted (ioredis reconnects by itself, even with
 * enableOfflineQueue off and maxRetriesPerRequest 1: those only make commands fail fast while it is away).
 */
import { userIdsOf, type FaultContext, type ScenarioOutcome } from './fault-context';
import { BUYER_PASSWORD } from './buyers';
import { auditOrders } from './order-audit';
import { startOrderLoad } from './order-load';
import { waitFor } from './poll';
import { startReadLoad } from './read-load';
import { replicaBase, samePids } from './replica-probes';
import { call, describeHiccups } from './shop-client';
import { readShopState } from './shop-state';
import { whileLoaded } from './while-loaded';

export async function stopRedisDuringSales(context: FaultContext): Promise<ScenarioOutcome> {
  const { topology } = context;
  const pids = topology.replicas.map((replica) => replica.process.pid);
  const account = context.buyers[0]!.account;
  const signIn = (base: string) => call(base, 'POST', '/api/auth/login', { body: { account, password: BUYER_PASSWORD } });
  const signInStatusIs = (status: number) => async () =>
    (await Promise.all(topology.replicas.map(async (replica) => (await signIn(replicaBase(replica))).status))).every((s) => s === status);
  const failures: string[] = [];

  await context.redis.stop();
  context.progress('Redis stopped');
  const closedMs = await waitFor('sign-in answered 503 by every replica', signInStatusIs(503), 10_000, 200);
  const signInsDuringOutage = await Promise.all(Array.from({ length: 4 }, () => signIn(topology.base)));
  if (signInsDuringOutage.some((answer) => answer.status !== 503 || answer.body?.code !== 503)) failures.push('a sign-in through the front was not refused with 503 while Redis was down');

  const before = await readShopState(context.db, context.skuIds, userIdsOf(context));
  const orders = startOrderLoad(topology.base, context.buyers, context.lines, context.paymentSecret);
  const reads = startReadLoad(topology.base, context.buyers, context.productIds);
  await whileLoaded([orders, reads], () =>
    waitFor('orders and reads while Redis is down', () => orders.tally.placed.length >= 30 && reads.tally.sent >= 40, 30_000),
  ).catch((error: Error) => failures.push(error.message)); // still audited below
  if (orders.tally.hiccups.size) failures.push(`ordering hit errors while Redis was down: ${describeHiccups(orders.tally.hiccups)}`);
  if (reads.tally.failed.size) failures.push(`browsing hit errors while Redis was down: ${describeHiccups(reads.tally.failed)}`);

  await context.redis.start();
  const backMs = await waitFor('sign-in answered 200 by every replica', signInStatusIs(200), 15_000, 200);
  context.progress(`Redis started again; sign-in works after ${backMs} ms`);
  if (!samePids(topology.replicas, pids)) failures.push('a replica exited or was restarted: they must reconnect to Redis on their own');

  const audit = await auditOrders(context.db, orders.tally, before, context.skuIds, userIdsOf(context));
  const { sent, ok, failed } = reads.tally;
  return {
    lines: [
      `Redis stopped: sign-in answered 503 by every replica within ${(closedMs / 1000).toFixed(1)} s (fails closed), ${signInsDuringOutage.length} through the front: 503`,
      ...audit.lines,
      `reads     sent ${sent}, answered 200 ${ok}, failed ${sent - ok} (${describeHiccups(failed)})`,
      `Redis started again: sign-in answered 200 by every replica ${(backMs / 1000).toFixed(1)} s later, no replica restarted`,
    ],
    failures: [...failures, ...audit.failures],
  };
}
