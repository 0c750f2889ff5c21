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
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { LOCK_FILE } from '../../api/src/db/data-dir-lock';
import { runKeys } from '../lib/run-keys';
import { signUpBuyers } from './buyers';
import { onCleanup } from './cleanup';
import { prepareDataDir, startEmbeddedShop, waitEmbeddedReady, withDataDir } from './embedded-shop';
import type { FaultContext, ScenarioOutcome } from './fault-context';
import { freePorts } from './free-ports';
import { auditOrders } from './order-audit';
import type { OrderLine } from './order-lines';
import { startOrderLoad } from './order-load';
import { waitFor } from './poll';
import { exited } from './replica-probes';
import { call, describeHiccups } from './shop-client';
import type { ShopState } from './shop-state';
import { whileLoaded } from './while-loaded';

const BUYERS = 3;

export async function crashEmbeddedShop(context: FaultContext): Promise<ScenarioOutcome> {
  const lines: string[] = [];
  const dir = mkdtempSync(path.join(tmpdir(), 'labmall-embedded-'));
  const dataDir = path.join(dir, 'data');
  let shop: ChildProcess | undefined;
  const stopNow = () => {
    if (shop && shop.exitCode === null && shop.signalCode === null) shop.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  onCleanup('the embedded shop and its data directory', async () => stopNow(), stopNow);

  const [port] = await freePorts(1);
  const base = `http://127.0.0.1:${port}`;
  const keys = runKeys();
  const env = { ...keys, REGISTER_MAX_PER_IP: '100000' };
  const preparing = Date.now();
  await prepareDataDir(dataDir, port!, env);
  const { skuIds, stock } = await withDataDir(dataDir, async (db) => {
    const { rows } = await db.query<{ id: number }>("SELECT s.id FROM product_skus s JOIN products p ON p.id = s.product_id WHERE s.on_sale AND p.status = 'on_sale' ORDER BY s.id LIMIT 2");
    const ids = rows.map((row) => Number(row.id));
    await db.query('UPDATE product_skus SET stock = 1000000, max_per_order = 999 WHERE id = ANY($1)', [ids]);
    return { skuIds: ids, stock: new Map(ids.map((id) => [id, 1_000_000])) };
  });
  context.progress(`embedded data directory migrated and seeded by a first start in ${((Date.now() - preparing) / 1000).toFixed(1)} s`);
  shop = startEmbeddedShop(dataDir, port!, env);
  await waitEmbeddedReady(base, shop);
  const buyers = await signUpBuyers(base, BUYERS);
  const orderLines: OrderLine[] = [];
  for (const skuId of skuIds) {
    const preview = await call(base, 'POST', '/api/order/preview', { token: buyers[0]!.token, body: { items: [{ skuId, quantity: 1 }], addressId: buyers[0]!.addressId, userCouponId: null } });
    if (preview.status !== 200) throw new Error(`preview of SKU ${skuId}: HTTP ${preview.status}`);
    orderLines.push({ skuId, quantity: 1, expectedPayAmount: (preview.body!.data as { payAmount: number }).payAmount });
  }
  // New buyers: no points before their first paid order.
  const before: ShopState = { stock, balance: new Map(buyers.map((buyer) => [buyer.userId, 0])) };

  const load = startOrderLoad(base, buyers, orderLines, keys.PAYMENT_SANDBOX_SECRET);
  const failures: string[] = [];
  const story = await whileLoaded([load], async () => {
    await waitFor('orders before the kill', () => load.tally.placed.length >= 15, 30_000);
    const killed = shop!;
    const atKill = load.tally.placed.length;
    killed.kill('SIGKILL');
    await exited(killed);
    const lockPid = existsSync(path.join(dataDir, LOCK_FILE)) ? readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim() : 'none';
    context.progress(`killed the embedded shop (pid ${killed.pid}) with SIGKILL after ${atKill} acknowledged orders; starting it again`);
    const restarted = Date.now();
    shop = startEmbeddedShop(dataDir, port!, env);
    await waitEmbeddedReady(base, shop);
    const readyMs = Date.now() - restarted;
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
  if (shop.exitCode === null && shop.signalCode === null) {
    shop.kill('SIGTERM');
    await exited(shop);
    if (shop.exitCode !== 0) failures.push(`the embedded shop exited with ${shop.exitCode ?? shop.signalCode} on SIGTERM`);
  }
  const audit = await withDataDir(dataDir, (db) => auditOrders(db, load.tally, before, skuIds, buyers.map((buyer) => buyer.userId)));
  rmSync(dir, { recursive: true, force: true });
  return { lines: [...lines, ...story, ...audit.lines, `retried   ${describeHiccups(load.tally.hiccups)}`], failures: [...failures, ...audit.failures] };
}
