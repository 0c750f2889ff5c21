/**
 * The embedded shop of scenarios 6 and 8 made ready for an order load: a data directory of its own, migrated and
 * seeded by a first `npm start`, two SKUs given plenty of stock, the shop started again, buyers signed in and the
 * lines they order priced by the shop's preview. Everything is removed by the run's clean-up, even on Ctrl-C.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { ROOT_DIR } from '../../rspack.base';
import { runKeys } from '../lib/run-keys';
import { signUpBuyers, type Buyer } from './buyers';
import { onCleanup } from './cleanup';
import { prepareDataDir, startEmbeddedShop, waitEmbeddedReady, withDataDir } from './embedded-shop';
import type { FaultContext } from './fault-context';
import { freePorts } from './free-ports';
import type { OrderLine } from './order-lines';
import { exited } from './replica-probes';
import { call } from './shop-client';
import type { ShopState } from './shop-state';

export type EmbeddedOrders = {
  /** The folder that holds everything of this shop (removed at the end). */
  dir: string;
  dataDir: string;
  /** MF_DIR, when the scenario asked for a copy of its own (`ownRemotes`); else the build's dist/mf. */
  mfDir: string | undefined;
  base: string;
  /** The environment the shop runs with (the run's keys): also the backup and restore commands'. */
  env: Record<string, string>;
  skuIds: number[];
  buyers: Buyer[];
  orderLines: OrderLine[];
  /** Stock and points before the first order. */
  before: ShopState;
  /** Starts the shop on the data directory and answers once it is ready, in milliseconds. */
  start(): Promise<number>;
  /** SIGKILL, as a crash or the OOM killer would. */
  kill(): Promise<void>;
  /** SIGTERM, as Ctrl-C: answers the exit code (0 when it shut down cleanly). */
  stop(): Promise<number | string | null>;
  /** The shop's process (undefined before the first start). */
  process(): ChildProcess | undefined;
};

const BUYERS = 3;

const running = (shop: ChildProcess | undefined): shop is ChildProcess => shop !== undefined && shop.exitCode === null && shop.signalCode === null;

export async function embeddedShopWithBuyers(context: FaultContext, options: { ownRemotes?: boolean } = {}): Promise<EmbeddedOrders> {
  const dir = mkdtempSync(path.join(tmpdir(), 'labmall-embedded-'));
  const dataDir = path.join(dir, 'data');
  let shop: ChildProcess | undefined;
  const stopNow = () => {
    if (running(shop)) shop.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  onCleanup('the embedded shop and its data directory', async () => stopNow(), stopNow);

  const [port] = await freePorts(1);
  const base = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = { ...runKeys(), REGISTER_MAX_PER_IP: '100000' };
  let mfDir: string | undefined;
  if (options.ownRemotes) {
    // A copy of the build's remotes: a scenario that destroys MF_DIR must not touch dist/mf.
    mfDir = path.join(dir, 'mf');
    const built = path.join(ROOT_DIR, 'dist/mf');
    if (existsSync(built)) cpSync(built, mfDir, { recursive: true });
    env.MF_DIR = mfDir;
  }
  const preparing = Date.now();
  await prepareDataDir(dataDir, port!, env);
  const skuIds = await withDataDir(dataDir, async (db) => {
    const { rows } = await db.query<{ id: number }>("SELECT s.id FROM product_skus s JOIN products p ON p.id = s.product_id WHERE s.on_sale AND p.status = 'on_sale' ORDER BY s.id LIMIT 2");
    const ids = rows.map((row) => Number(row.id));
    await db.query('UPDATE product_skus SET stock = 1000000, max_per_order = 999 WHERE id = ANY($1)', [ids]);
    return ids;
  });
  context.progress(`embedded data directory migrated and seeded by a first start in ${((Date.now() - preparing) / 1000).toFixed(1)} s`);

  const start = async () => {
    const starting = Date.now();
    shop = startEmbeddedShop(dataDir, port!, env);
    await waitEmbeddedReady(base, shop);
    return Date.now() - starting;
  };
  await start();
  const buyers = await signUpBuyers(base, BUYERS);
  const orderLines: OrderLine[] = [];
  for (const skuId of skuIds) {
    const preview = await call(base, 'POST', '/api/order/preview', { token: buyers[0]!.token, body: { items: [{ skuId, quantity: 1 }], addressId: buyers[0]!.addressId, userCouponId: null } });
    if (preview.status !== 200) throw new Error(`preview of SKU ${skuId}: HTTP ${preview.status}`);
    orderLines.push({ skuId, quantity: 1, expectedPayAmount: (preview.body!.data as { payAmount: number }).payAmount });
  }
  return {
    dir,
    dataDir,
    mfDir,
    base,
    env,
    skuIds,
    buyers,
    orderLines,
    // New buyers: no points before their first paid order.
    before: { stock: new Map(skuIds.map((id) => [id, 1_000_000])), balance: new Map(buyers.map((buyer) => [buyer.userId, 0])) },
    start,
    async kill() {
      if (!running(shop)) return;
      shop.kill('SIGKILL');
      await exited(shop);
    },
    async stop() {
      const current = shop;
      if (!current) return null;
      if (running(current)) {
        current.kill('SIGTERM');
        await exited(current);
      }
      return current.exitCode ?? current.signalCode;
    },
    process: () => shop,
  };
}
