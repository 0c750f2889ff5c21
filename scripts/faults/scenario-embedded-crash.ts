/**
 * 8. The embedded shop (`npm start`: one process, PGlite in DATA_DIR) killed with SIGKILL while buyers order and pay,
 * then started again on the same data directory, as after a crash or an OOM kill. It must open (PostgreSQL's crash
 * recovery inside PGlite, and the data-directory lock the dead process left taken over) and hold every order it had
 * acknowledged, with its payment, points and stock (order-audit.ts, run on the data directory once the shop is
 * stopped). The clients retry through the restart with the same Idempotency-Key, as in scenario 1.
 *
 * What this cannot show, and README.md states: PGlite never fsyncs (its Node filesystem has no fsync), so commits
 * reach the operating system's page cache, not the disk; a process crash loses nothing, an OS crash or power cut can.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { LOCK_FILE } from '../../api/src/db/data-dir-lock';
import { withDataDir } from './embedded-shop';
import { embeddedShopWithBuyers } from './embedded-orders';
import type { FaultContext, ScenarioOutcome } from './fault-context';
import { auditOrders } from './order-audit';
import { startOrderLoad } from './order-load';
import { waitFor } from './poll';
import { describeHiccups } from './shop-client';
import { whileLoaded } from './while-loaded';

export async function crashEmbeddedShop(context: FaultContext): Promise<ScenarioOutcome> {
  const shop = await embeddedShopWithBuyers(context);
  const { base, buyers, orderLines, before, skuIds, dataDir } = shop;
  const load = startOrderLoad(base, buyers, orderLines, shop.env.PAYMENT_SANDBOX_SECRET!);
  const failures: string[] = [];
  const story = await whileLoaded([load], async () => {
    await waitFor('orders before the kill', () => load.tally.placed.length >= 15, 30_000);
    const killedPid = shop.process()?.pid;
    const atKill = load.tally.placed.length;
    await shop.kill();
    const lockPid = existsSync(path.join(dataDir, LOCK_FILE)) ? readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim() : 'none';
    context.progress(`killed the embedded shop (pid ${killedPid}) with SIGKILL after ${atKill} acknowledged orders; starting it again`);
    const readyMs = await shop.start();
    await waitFor('orders after the restart', () => load.tally.placed.length >= atKill + 10, 30_000);
    return [
      `SIGKILL after ${atKill} acknowledged orders; the lock file still named pid ${lockPid} (dead): taken over`,
      `started again on the same data directory, ready in ${(readyMs / 1000).toFixed(1)} s (crash recovery included); orders go on`,
    ];
  }).catch((error: Error) => {
    failures.push(error.message);
    return [] as string[];
  });

  // Stopped as Ctrl-C stops it, then the data directory is audited as the shop left it.
  const exitCode = await shop.stop();
  if (exitCode !== 0) failures.push(`the embedded shop exited with ${exitCode} on SIGTERM`);
  const audit = await withDataDir(dataDir, (db) => auditOrders(db, load.tally, before, skuIds, buyers.map((buyer) => buyer.userId)));
  rmSync(shop.dir, { recursive: true, force: true });
  return { lines: [...story, ...audit.lines, `retried   ${describeHiccups(load.tally.hiccups)}`], failures: [...failures, ...audit.failures] };
}
