/**
 * `npm run test:faults`: the production topology (nginx in front of 2 API replicas) on a PostgreSQL cluster and a
 * Redis of its own (temporary, on free loopback ports: the machine's 5432 and 6379 are never touched), put
 * through four faults while buyers order and pay: a replica killed with SIGKILL, PostgreSQL restarted, Redis
 * stopped, a replica's connection pool filled; then a remote is published from a second checkout of the repository
 * and must reach both replicas; the replicas are upgraded one at a time to a newer release with a migration (no
 * request may fail); the embedded shop is backed up during orders, destroyed and restored (every order acknowledged before the backup must
 * come back); the embedded shop is killed with SIGKILL and must open with every acknowledged order. Each
 * scenario prints what was sent, what succeeded and what was lost (must be
 * nothing) and has a deadline; the exit code is 1 if any invariant failed. Everything started is stopped at the
 * end, on failure and on Ctrl-C. FAULTS_VERBOSE=1 shows the replicas' warnings; FAULTS_ONLY=5 runs scenario 5 only.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT_DIR } from '../rspack.base';
import { ensureDatabase, NGINX_BIN, startTopology, type Topology } from './lib/prod-topology';
import { runKeys } from './lib/run-keys';
import { signUpBuyers } from './faults/buyers';
import { cleanUp, onCleanup } from './faults/cleanup';
import type { FaultContext, ScenarioOutcome } from './faults/fault-context';
import { freePorts } from './faults/free-ports';
import { prepareOrderLines } from './faults/order-lines';
import { withDeadline } from './faults/poll';
import { startPrivatePostgres } from './faults/private-postgres';
import { privateRedis } from './faults/private-redis';
import { killReplicaDuringOrders } from './faults/scenario-kill-replica';
import { fillConnectionPool } from './faults/scenario-full-pool';
import { stopRedisDuringSales } from './faults/scenario-redis-outage';
import { publishFromSecondCheckout } from './faults/scenario-publish-from-checkout';
import { restartPostgresDuringLoad } from './faults/scenario-restart-postgres';
import { upgradeReplicasOneByOne } from './faults/scenario-rolling-upgrade';
import { crashEmbeddedShop } from './faults/scenario-embedded-crash';
import { drillBackupRestore } from './faults/scenario-backup-restore';

/** The whole run, set-up included, stays well under 4 minutes. */
const RUN_DEADLINE_MS = 230_000 + 70_000 + 90_000 + 90_000; // + the rolling upgrade, the embedded shop's crash, the restore drill
const BUYERS = 6;
const POOL_WAIT_MS = 2_000;
// Production mode refuses to start without keys of its own; the run signs payment notifications with this one.
const KEYS = runKeys();
const PAYMENT_SECRET = KEYS.PAYMENT_SANDBOX_SECRET;

const ALL_SCENARIOS: Array<{ title: string; deadlineMs: number; run: (context: FaultContext) => Promise<ScenarioOutcome> }> = [
  { title: '1. kill -9 a replica during an order load', deadlineMs: 90_000, run: killReplicaDuringOrders },
  { title: '2. restart PostgreSQL during reads and orders', deadlineMs: 60_000, run: restartPostgresDuringLoad },
  { title: '3. stop Redis: selling and sign-in go on (limits counted per replica), then back on Redis', deadlineMs: 60_000, run: stopRedisDuringSales },
  { title: '4. fill a replica\'s connection pool', deadlineMs: 45_000, run: fillConnectionPool },
  { title: '5. publish a remote from a second checkout of the repository: both replicas serve it', deadlineMs: 90_000, run: publishFromSecondCheckout },
  { title: '6. back up during orders, destroy the data, restore, start: every order acknowledged before the backup is there', deadlineMs: 120_000, run: drillBackupRestore },
  { title: '7. rolling upgrade to a newer release with a migration, one replica at a time, under reads and orders', deadlineMs: 90_000, run: upgradeReplicasOneByOne },
  { title: '8. kill -9 the embedded shop (npm start, PGlite) during orders: it opens again with every acknowledged order', deadlineMs: 120_000, run: crashEmbeddedShop },
];
// FAULTS_ONLY=5 (or 1,4) runs those scenarios only: for working on one of them, not for CI.
const ONLY = process.env.FAULTS_ONLY?.split(',').map((n) => n.trim());
const SCENARIOS = ONLY ? ALL_SCENARIOS.filter((s) => ONLY.includes(s.title.slice(0, s.title.indexOf('.')))) : ALL_SCENARIOS;

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const progress = (line: string) => console.error(`[${elapsed()}] ${line}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    progress(`${signal}: stopping everything the run started`);
    void cleanUp().finally(() => process.exit(130));
  });
}
setTimeout(() => {
  progress(`the run passed its deadline (${RUN_DEADLINE_MS / 1000} s): stopping`);
  void cleanUp().finally(() => process.exit(1));
}, RUN_DEADLINE_MS).unref();

function stopTopologyNow(topology: Topology, runDir: string) {
  for (const replica of topology.replicas) if (replica.process.exitCode === null) replica.process.kill('SIGKILL');
  try {
    process.kill(Number(readFileSync(path.join(runDir, 'nginx.pid'), 'utf8')), 'SIGKILL');
  } catch {
    // nginx already stopped (it removes its pid file).
  }
}

async function setUp(): Promise<FaultContext> {
  const build = spawnSync(process.execPath, [path.join(ROOT_DIR, 'scripts/run-ts.mjs'), 'scripts/build.ts', '--if-needed'], { stdio: 'inherit', cwd: ROOT_DIR });
  if (build.status !== 0) throw new Error('the build failed');

  const dir = mkdtempSync(path.join(tmpdir(), 'labmall-faults-'));
  chmodSync(dir, 0o711); // as root, PostgreSQL runs as `postgres` and must reach its folder inside
  onCleanup('the temporary folder', async () => rmSync(dir, { recursive: true, force: true }), () => rmSync(dir, { recursive: true, force: true }));
  const [postgresPort, redisPort, nginxPort, firstReplicaPort] = await freePorts(5);
  const postgresDir = path.join(dir, 'postgres');
  const redisDir = path.join(dir, 'redis');
  const runDir = path.join(dir, 'nginx');
  mkdirSync(postgresDir);
  mkdirSync(redisDir);

  const postgres = await startPrivatePostgres(postgresDir, postgresPort!);
  onCleanup('PostgreSQL', () => postgres.stop(), () => postgres.stopNow());
  const redis = privateRedis(redisDir, redisPort!);
  onCleanup('Redis', () => redis.stop(), () => redis.stopNow());
  await redis.start();
  progress(`private PostgreSQL on ${postgresPort}, Redis on ${redisPort}`);

  const databaseUrl = postgres.url('labmall');
  await ensureDatabase(databaseUrl);
  const topology = await startTopology({
    replicas: 2,
    port: nginxPort!,
    host: '127.0.0.1',
    firstReplicaPort: firstReplicaPort!,
    databaseUrl,
    redisUrl: redis.url,
    runDir,
    accessLog: 'off',
    env: {
      ANALYTICS_PORT: '0', // no collector: its port could be taken by a running start:prod
      LOG_LEVEL: 'warn',
      REGISTER_MAX_PER_IP: '100000', // every buyer registers from 127.0.0.1
      ...KEYS,
      DATABASE_POOL_WAIT: `${POOL_WAIT_MS}ms`,
    },
    stdio: process.env.FAULTS_VERBOSE ? 'inherit' : 'ignore',
  });
  onCleanup('the topology', () => topology.stop(), () => stopTopologyNow(topology, runDir));
  progress(`nginx at ${topology.base} → replicas on ${topology.replicas.map((r) => r.port).join(', ')}`);

  const db = new pg.Pool({ connectionString: databaseUrl, max: 3 });
  db.on('error', () => {}); // idle connections cut by the PostgreSQL restart: the next query opens a new one
  onCleanup('the audit connections', () => db.end(), () => {});
  const buyers = await signUpBuyers(topology.base, BUYERS);
  const { lines, skuIds, productIds } = await prepareOrderLines(db, topology.base, buyers[0]!);
  progress(`${buyers.length} buyers signed in; ordering SKUs ${skuIds.join(', ')}`);
  return { topology, postgres, databaseUrl, redis, db, buyers, lines, skuIds, productIds, paymentSecret: PAYMENT_SECRET, poolWaitMs: POOL_WAIT_MS, progress };
}

// .ci/run installs nginx but goes on without it when the package cannot be had (as the nginx config test does).
if (!existsSync(NGINX_BIN)) {
  console.log(`test:faults: skipped, nginx is not installed (${NGINX_BIN}): apt-get install -y nginx`);
  process.exit(0);
}

let failed = 0;
try {
  const context = await setUp();
  console.log(`\ntest:faults: set up in ${elapsed()}`);
  let broken = '';
  for (const scenario of SCENARIOS) {
    const scenarioStarted = Date.now();
    progress(scenario.title);
    const dead = context.topology.replicas.findIndex((replica) => replica.process.exitCode !== null || replica.process.signalCode !== null);
    if (dead >= 0) broken ||= `replica ${dead + 1} has exited`;
    let outcome: ScenarioOutcome;
    if (broken) {
      outcome = { lines: [], failures: [`not run: ${broken}, so its result would say nothing`] };
    } else {
      try {
        outcome = await withDeadline(scenario.title, scenario.deadlineMs, () => scenario.run(context));
      } catch (error) {
        outcome = { lines: [], failures: [(error as Error).message] };
        // Past its deadline a scenario may still be running (its load, a restart): what follows would mix with it.
        if ((error as Error).message.includes('still running after')) broken = 'the previous scenario overran its deadline';
      }
    }
    const verdict = outcome.failures.length ? 'FAIL' : 'pass';
    console.log(`\n${scenario.title} — ${verdict} (${((Date.now() - scenarioStarted) / 1000).toFixed(1)} s)`);
    for (const line of outcome.lines) console.log(`   ${line}`);
    for (const failure of outcome.failures) console.log(`   ✗ ${failure}`);
    if (outcome.failures.length) failed += 1;
  }
} catch (error) {
  console.error(`\nthe fault run could not be set up: ${(error as Error).stack ?? error}`);
  failed = SCENARIOS.length;
} finally {
  await cleanUp();
}
console.log(`\ntest:faults: ${SCENARIOS.length - failed} of ${SCENARIOS.length} scenarios passed in ${elapsed()}`);
process.exit(failed ? 1 : 0);
