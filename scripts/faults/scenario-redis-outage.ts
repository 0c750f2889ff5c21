/**
 * 3. Stop Redis. Ordering and browsing never touch the throttle store, so the shop keeps selling with no error at
 * all; sign-in goes on too: each replica counts the limits in its own memory (still limits: a burst of wrong
 * passwords is slowed) and says so in /metrics (throttle_fallback_active 1). Redis started again, every replica goes
 * back to it without being restarted (ioredis reconnects by itself) and the metric returns to 0.
 */
import { randomBytes } from 'node:crypto';
import { userIdsOf, type FaultContext, type ScenarioOutcome } from './fault-context';
import { BUYER_PASSWORD } from './buyers';
import { auditOrders } from './order-audit';
import { startOrderLoad } from './order-load';
import { waitFor } from './poll';
import { startReadLoad } from './read-load';
import { metric, replicaBase, samePids } from './replica-probes';
import { call, describeHiccups } from './shop-client';
import { readShopState } from './shop-state';
import { whileLoaded } from './while-loaded';

export async function stopRedisDuringSales(context: FaultContext): Promise<ScenarioOutcome> {
  const { topology } = context;
  const pids = topology.replicas.map((replica) => replica.process.pid);
  const account = context.buyers[0]!.account;
  const signIn = (base: string, password = BUYER_PASSWORD, who = account) => call(base, 'POST', '/api/auth/login', { body: { account: who, password } });
  /** Every replica signs the buyer in, and reports the fallback as `active` (1) or not (0). */
  const everyReplica = (active: number) => async () =>
    (
      await Promise.all(
        topology.replicas.map(async (replica) => (await signIn(replicaBase(replica))).status === 200 && (await metric(replica, 'throttle_fallback_active')) === active),
      )
    ).every(Boolean);
  const failures: string[] = [];

  await context.redis.stop();
  context.progress('Redis stopped');
  const fallbackMs = await waitFor('sign-in answered 200 by every replica, counted in its own memory', everyReplica(1), 10_000, 200);
  const signInsDuringOutage = await Promise.all(Array.from({ length: 4 }, () => signIn(topology.base)));
  if (signInsDuringOutage.some((answer) => answer.status !== 200 || answer.body?.code !== 200)) failures.push('a sign-in through the front failed while Redis was down');
  // Still limited: a guesser at one replica is slowed after the account's 5 free failures.
  const guesser = replicaBase(topology.replicas[0]!);
  const target = `nobody.${randomBytes(3).toString('hex')}@faults.labmall.test`;
  const guesses = [];
  for (let i = 0; i < 6; i++) guesses.push((await signIn(guesser, 'Wrong12345', target)).status);
  if (guesses.join() !== '400,400,400,400,400,429') failures.push(`wrong passwords while Redis was down were answered ${guesses.join()}, not 5 × 400 then 429`);

  const before = await readShopState(context.db, context.skuIds, userIdsOf(context));
  const orders = startOrderLoad(topology.base, context.buyers, context.lines, context.paymentSecret);
  const reads = startReadLoad(topology.base, context.buyers, context.productIds);
  await whileLoaded([orders, reads], () =>
    waitFor('orders and reads while Redis is down', () => orders.tally.placed.length >= 30 && reads.tally.sent >= 40, 30_000),
  ).catch((error: Error) => failures.push(error.message)); // still audited below
  if (orders.tally.hiccups.size) failures.push(`ordering hit errors while Redis was down: ${describeHiccups(orders.tally.hiccups)}`);
  if (reads.tally.failed.size) failures.push(`browsing hit errors while Redis was down: ${describeHiccups(reads.tally.failed)}`);

  await context.redis.start();
  const backMs = await waitFor('every replica back on Redis (throttle_fallback_active 0)', everyReplica(0), 15_000, 200);
  context.progress(`Redis started again; every replica back on it after ${backMs} ms`);
  const outages = await Promise.all(topology.replicas.map((replica) => metric(replica, 'throttle_fallback_outages_total')));
  if (outages.some((n) => n !== 1)) failures.push(`throttle_fallback_outages_total per replica: ${outages.join(', ')} (expected 1 each)`);
  if (!samePids(topology.replicas, pids)) failures.push('a replica exited or was restarted: they must reconnect to Redis on their own');

  const audit = await auditOrders(context.db, orders.tally, before, context.skuIds, userIdsOf(context));
  const { sent, ok, failed } = reads.tally;
  return {
    lines: [
      `Redis stopped: sign-in answered 200 by every replica within ${(fallbackMs / 1000).toFixed(1)} s, counted per replica (throttle_fallback_active 1), ${signInsDuringOutage.length} through the front: 200`,
      `wrong passwords while Redis was down: ${guesses.join(', ')} (still slowed)`,
      ...audit.lines,
      `reads     sent ${sent}, answered 200 ${ok}, failed ${sent - ok} (${describeHiccups(failed)})`,
      `Redis started again: every replica back on it ${(backMs / 1000).toFixed(1)} s later (outages counted: ${outages.join(', ')}), no replica restarted`,
    ],
    failures: [...failures, ...audit.failures],
  };
}
