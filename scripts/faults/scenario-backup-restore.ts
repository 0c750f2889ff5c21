/**
 * 6. The restore drill (docs/operations.md "Backups"), on the embedded shop as `npm start` runs it: `npm run backup`
 * while buyers order and pay (through the running shop, which holds the data directory), orders go on after it, then
 * the shop is killed and its data directory and remote files are destroyed; `npm run restore` brings the archive
 * back into the empty folders, the shop starts on them and must serve a page, its remotes and sign-in, and the audit
 * (restore-audit.ts) finds every order acknowledged before the backup began with its payment, points and stock.
 * The backup's and the restore's times and sizes are printed. On PostgreSQL the same commands run pg_dump and
 * pg_restore (api/src/ops/backup/backup.test.ts restores a live database into an empty one).
 */
import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../../rspack.base';
import { BUYER_PASSWORD } from './buyers';
import { withDataDir } from './embedded-shop';
import { embeddedShopWithBuyers, type EmbeddedOrders } from './embedded-orders';
import type { FaultContext, ScenarioOutcome } from './fault-context';
import { startOrderLoad } from './order-load';
import { waitFor } from './poll';
import { auditRestored, tallyAt } from './restore-audit';
import { runCapturing } from './run-command';
import { call } from './shop-client';
import { whileLoaded } from './while-loaded';

const COMMAND_WITHIN_MS = 120_000;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** `npm run backup` / `npm run restore` as an operator types them, in the shop's environment; fails on a non-zero exit. */
async function opsCommand(shop: EmbeddedOrders, script: 'backup-cli.ts' | 'restore-cli.ts', args: string[]): Promise<{ stdout: string; ms: number }> {
  const started = Date.now();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: shop.dataDir, ...shop.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'NODE_ENV']) delete env[name];
  const result = await runCapturing(process.execPath, ['--import', 'tsx', path.join(ROOT_DIR, 'api/src/ops', script), ...args], { cwd: ROOT_DIR, env, timeoutMs: COMMAND_WITHIN_MS });
  if (result.code !== 0) throw new Error(`${script} ${args.join(' ')} exited with ${result.code}: ${result.stderr.trim()}`);
  return { stdout: result.stdout.trim(), ms: Date.now() - started };
}

/** What a shopper needs of the restored shop: a server-rendered page, the remotes' manifests, and sign-in. */
async function servesShoppers(shop: EmbeddedOrders): Promise<string[]> {
  const problems: string[] = [];
  const page = await fetch(`${shop.base}/en/`);
  if (page.status !== 200 || !(await page.text()).includes('<html')) problems.push(`GET /en/ answered ${page.status}`);
  const manifest = (await (await fetch(`${shop.base}/mf/manifest.json`)).json()) as { remotes: Record<string, { entry: string }> };
  const remotes = Object.entries(manifest.remotes);
  if (remotes.length === 0) problems.push('/mf/manifest.json names no remote');
  for (const [remote, { entry }] of remotes) {
    const answer = await fetch(`${shop.base}${entry}`);
    if (answer.status !== 200) problems.push(`${remote}: ${entry} answered ${answer.status}`);
  }
  for (const buyer of shop.buyers) {
    const login = await call(shop.base, 'POST', '/api/auth/login', { body: { account: buyer.account, password: BUYER_PASSWORD } });
    if (login.status !== 200 || !login.body?.token) problems.push(`sign-in of ${buyer.account} answered ${login.status} ${login.body?.message ?? ''}`);
  }
  return problems;
}

export async function drillBackupRestore(context: FaultContext): Promise<ScenarioOutcome> {
  const shop = await embeddedShopWithBuyers(context, { ownRemotes: true });
  const { buyers, skuIds, before } = shop;
  const backupDir = path.join(shop.dir, 'backups');
  const load = startOrderLoad(shop.base, buyers, shop.orderLines, shop.env.PAYMENT_SANDBOX_SECRET!);
  const failures: string[] = [];
  let atBackup = tallyAt(load.tally);
  let archive = '';
  const story = await whileLoaded([load], async () => {
    await waitFor('orders before the backup', () => load.tally.placed.length >= 15, 30_000);
    atBackup = tallyAt(load.tally);
    context.progress(`npm run backup after ${atBackup.placed.length} acknowledged orders; the orders go on`);
    const backup = await opsCommand(shop, 'backup-cli.ts', ['--to', backupDir]);
    archive = backup.stdout.split('\n').at(-1)!;
    const duringBackup = load.tally.placed.length - atBackup.placed.length;
    await waitFor('orders after the backup', () => load.tally.placed.length >= atBackup.placed.length + duringBackup + 10, 30_000);
    return [`backup    npm run backup during orders: ${seconds(backup.ms)}, ${megabytes(statSync(archive).size)} (${path.basename(archive)}); ${atBackup.placed.length} orders acknowledged before it, ${duringBackup} while it ran`];
  }).catch((error: Error) => {
    failures.push(error.message);
    return [] as string[];
  });
  if (!archive) return { lines: story, failures };

  await shop.kill();
  rmSync(shop.dataDir, { recursive: true, force: true });
  rmSync(shop.mfDir!, { recursive: true, force: true });
  context.progress(`killed the shop after ${load.tally.placed.length} acknowledged orders; its data directory and MF_DIR destroyed; restoring`);
  const restore = await opsCommand(shop, 'restore-cli.ts', [archive]);
  const readyMs = await shop.start();
  const problems = await servesShoppers(shop);
  failures.push(...problems.map((problem) => `the restored shop: ${problem}`));
  const exitCode = await shop.stop();
  if (exitCode !== 0) failures.push(`the restored shop exited with ${exitCode} on SIGTERM`);
  const audit = await withDataDir(shop.dataDir, (db) => auditRestored(db, atBackup, load.tally, before, skuIds, buyers.map((buyer) => buyer.userId)));
  rmSync(shop.dir, { recursive: true, force: true });
  return {
    lines: [
      ...story,
      `restore   npm run restore into the emptied folders: ${seconds(restore.ms)}; the shop ready ${seconds(readyMs)} later, serving /en/, its remotes and sign-in${problems.length ? ' (not all: see below)' : ''}`,
      ...audit.lines,
    ],
    failures: [...failures, ...audit.failures],
  };
}
