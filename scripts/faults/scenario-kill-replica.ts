/**
 * 1. kill -9 one replica while buyers order and pay through nginx. The clients retry with the same Idempotency-Key;
 * afterwards every acknowledged order exists exactly once, stock and points add up, and the replica, started
 * again with restartReplica, takes orders again.
 */
import { userIdsOf, type FaultContext, type ScenarioOutcome } from './fault-context';
import { auditOrders } from './order-audit';
import { startOrderLoad } from './order-load';
import { waitFor } from './poll';
import { exited, ordersServed } from './replica-probes';
import { describeHiccups } from './shop-client';
import { readShopState } from './shop-state';
import { whileLoaded } from './while-loaded';

const VICTIM = 1;

export async function killReplicaDuringOrders(context: FaultContext): Promise<ScenarioOutcome> {
  const { topology } = context;
  const before = await readShopState(context.db, context.skuIds, userIdsOf(context));
  const load = startOrderLoad(topology.base, context.buyers, context.lines, context.paymentSecret);
  const failures: string[] = [];
  const story = await whileLoaded([load], async () => {
    await waitFor('orders before the kill', () => load.tally.placed.length >= 15, 20_000);
    const victim = topology.replicas[VICTIM]!;
    const atKill = load.tally.placed.length;
    victim.process.kill('SIGKILL');
    await exited(victim.process);
    context.progress(`killed replica ${VICTIM + 1} (pid ${victim.process.pid}) with SIGKILL after ${atKill} orders`);
    await waitFor('orders while a replica is dead', () => load.tally.placed.length >= atKill + 20, 20_000);
    const whileDown = load.tally.placed.length - atKill;
    const restartStarted = Date.now();
    await topology.restartReplica(VICTIM);
    const restartMs = Date.now() - restartStarted;
    // nginx takes a failed server back after its fail_timeout (2 s): the new process then places orders itself.
    const backMs = await waitFor('an order placed by the restarted replica', async () => (await ordersServed(topology.replicas[VICTIM]!)) > 0, 20_000, 200);
    return [
      `killed replica ${VICTIM + 1} (SIGKILL) after ${atKill} orders; ${whileDown}+ acknowledged while it was dead;`,
      `restartReplica ready in ${(restartMs / 1000).toFixed(1)} s, placing orders again ${(backMs / 1000).toFixed(1)} s later`,
    ];
  }).catch((error: Error) => {
    failures.push(error.message); // still audited below: whatever happened, nothing acknowledged may be lost
    return [] as string[];
  });
  const audit = await auditOrders(context.db, load.tally, before, context.skuIds, userIdsOf(context));
  return { lines: [...story, ...audit.lines, `retried   ${describeHiccups(load.tally.hiccups)}`], failures: [...failures, ...audit.failures] };
}
