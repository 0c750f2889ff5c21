/**
 * A rolling upgrade under traffic (docs/upgrades.md): while shoppers browse and buyers order and pay through nginx,
 * each replica in turn is sent SIGTERM, on which it drains (stops accepting connections, so nginx sends requests to
 * the other replica, finishes what it has and waits for nginx to let go of its connections: api/src/lib/drain-
 * connections.ts) and exits; it is started again from a newer release (new-release.ts: a second checkout whose API version is
 * bumped and which carries an expand-only migration), waited for until /health/ready says 200 and names the new
 * release, and put back in rotation; then the next one. The first new replica applies the migration while the old
 * one keeps serving on the migrated schema, which must take its orders too.
 *
 * Nothing may fail: no read answered other than 200, no order or payment call that had to be retried, no order lost
 * or placed twice (order-audit.ts); and every replica ends on the new release.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DIST_DIR, ROOT_DIR } from '../../rspack.base';
import { mfDir } from '../lib/paths';
import { onCleanup } from './cleanup';
import { userIdsOf, type FaultContext, type ScenarioOutcome } from './fault-context';
import { makeNewRelease } from './new-release';
import { auditOrders } from './order-audit';
import { startOrderLoad } from './order-load';
import { waitFor } from './poll';
import { startReadLoad } from './read-load';
import { exited, ordersServed, replicaBase } from './replica-probes';
import { call, describeHiccups } from './shop-client';
import { readShopState } from './shop-state';
import { whileLoaded } from './while-loaded';

/** How long a drained replica may take to exit on SIGTERM (server.ts gives up after 10 s). */
const EXIT_WITHIN_MS = 15_000;
/** Orders each new replica must place, and the old one on the migrated schema, before the next step. */
const SERVE_WITHIN_MS = 20_000;

const releaseOf = async (base: string) => (await call(base, 'GET', '/health/ready', { timeoutMs: 5_000 })).body as unknown as { status?: string; release?: string } | undefined;

export async function upgradeReplicasOneByOne(context: FaultContext): Promise<ScenarioOutcome> {
  const { topology } = context;
  const lines: string[] = [];
  const failures: string[] = [];
  const work = mkdtempSync(path.join(tmpdir(), 'labmall-new-release-'));
  onCleanup('the new release\'s checkout', async () => rmSync(work, { recursive: true, force: true }), () => rmSync(work, { recursive: true, force: true }));

  const oldRelease = (await releaseOf(replicaBase(topology.replicas[0]!)))?.release;
  const release = await makeNewRelease(path.join(work, 'checkout'), `${oldRelease ?? '1.0.0'}-upgrade.${Date.now()}`);
  lines.push(`new release ${release.version} (was ${oldRelease}): ${release.how}, with migration ${release.migration} (expand only)`);
  // The static files are deployed before any replica runs the new release (docs/deploy.md): this checkout's build.
  const env = { SHELL_DIR: path.join(DIST_DIR, 'shell'), SHELL_SERVER_DIR: path.join(DIST_DIR, 'shell-server'), MF_DIR: mfDir(), I18N_DIR: path.join(ROOT_DIR, 'shared/src/i18n/locales') };

  const before = await readShopState(context.db, context.skuIds, userIdsOf(context));
  const reads = startReadLoad(topology.base, context.buyers, context.productIds);
  const orders = startOrderLoad(topology.base, context.buyers, context.lines, context.paymentSecret);
  const story = await whileLoaded([reads, orders], async () => {
    const steps: string[] = [];
    await waitFor('orders before the upgrade', () => orders.tally.placed.length >= 10, 20_000);
    for (let index = 0; index < topology.replicas.length; index++) {
      const old = topology.replicas[index]!;
      const stopStarted = Date.now();
      old.process.kill('SIGTERM');
      await waitFor(`replica ${index + 1} exiting on SIGTERM`, () => old.process.exitCode !== null || old.process.signalCode !== null, EXIT_WITHIN_MS, 50);
      await exited(old.process);
      if (old.process.exitCode !== 0) throw new Error(`replica ${index + 1} exited with ${old.process.exitCode ?? old.process.signalCode} on SIGTERM, not 0`);
      const stopMs = Date.now() - stopStarted;
      context.progress(`replica ${index + 1} exited 0 (${stopMs} ms); starting the new release`);
      const startStarted = Date.now();
      await topology.restartReplica(index, { root: release.dir, env });
      const startMs = Date.now() - startStarted;
      const ready = await releaseOf(replicaBase(topology.replicas[index]!));
      if (ready?.release !== release.version) throw new Error(`replica ${index + 1} restarted from the new release says ${JSON.stringify(ready)}`);
      // The other replicas still run the old release on the schema the new one has just migrated: they serve on.
      const othersBefore = await Promise.all(topology.replicas.map((replica, i) => (i === index ? 0 : ordersServed(replica))));
      context.progress(`replica ${index + 1} ready on ${release.version} (${startMs} ms)`);
      await waitFor(`orders placed by the new replica ${index + 1}`, async () => (await ordersServed(topology.replicas[index]!)) > 0, SERVE_WITHIN_MS, 200);
      for (const [i, replica] of topology.replicas.entries()) {
        if (i === index) continue;
        await waitFor(`orders placed by replica ${i + 1} after replica ${index + 1} was upgraded`, async () => (await ordersServed(replica)) > othersBefore[i]!, SERVE_WITHIN_MS, 200);
      }
      context.progress(`replica ${index + 1} upgraded to ${release.version}`);
      steps.push(
        `replica ${index + 1}: SIGTERM, drained and exited 0 in ${(stopMs / 1000).toFixed(1)} s, ` +
          `new release ready in ${(startMs / 1000).toFixed(1)} s; placing orders, and so are the others`,
      );
    }
    return steps;
  }).catch((error: Error) => {
    failures.push(error.message); // still audited below: whatever happened, nothing acknowledged may be lost
    return [] as string[];
  });

  const releases = await Promise.all(topology.replicas.map(async (replica) => (await releaseOf(replicaBase(replica)).catch(() => undefined))?.release));
  if (releases.some((r) => r !== release.version)) failures.push(`replicas on releases ${releases.join(', ')}, not all on ${release.version}`);
  const readFailures = [...reads.tally.failed.values()].reduce((sum, n) => sum + n, 0);
  const orderFailures = [...orders.tally.hiccups.values()].reduce((sum, n) => sum + n, 0);
  if (readFailures) failures.push(`${readFailures} read(s) failed: ${describeHiccups(reads.tally.failed)}`);
  if (orderFailures) failures.push(`${orderFailures} order or payment call(s) failed and were retried: ${describeHiccups(orders.tally.hiccups)}`);
  const audit = await auditOrders(context.db, orders.tally, before, context.skuIds, userIdsOf(context));
  return {
    lines: [
      ...lines,
      ...story,
      `releases  ${releases.map((r, i) => `replica ${i + 1} ${r}`).join(', ')}`,
      `reads     sent ${reads.tally.sent}, 200 ${reads.tally.ok}, failed ${readFailures}`,
      `calls     order and payment calls failed ${orderFailures} (${describeHiccups(orders.tally.hiccups)})`,
      ...audit.lines,
    ],
    failures: [...failures, ...audit.failures],
  };
}
