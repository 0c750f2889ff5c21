/**
 * `npm run bench:cluster`: the production topology (lib/prod-topology.ts: nginx in front of API replicas on
 * PostgreSQL and Redis) with 1 replica, then 2, loaded through nginx on loopback:
 *   - catalogue reads: the API calls of a home, category-list, product-detail and search page view (autocannon);
 *   - orders: signed-in buyers placing orders for a fixed time after a warm-up (bench:orders' load);
 *   - the race: 200 buyers at once for a SKU with 10 in stock.
 * Prints requests/s, p50/p99 and errors per scenario and replica count, the scaling ratio, and the cores the
 * load generator, nginx, the replicas, PostgreSQL and the rest of the machine used: they all share it.
 * Asserts correctness only (exit code 1): no error answers, the race sells exactly 10; never timings (DESIGN §7).
 * PostgreSQL: the server of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), in a fresh
 * database dropped at the end; Redis: REDIS_URL (default the local one) under a key prefix of its own.
 *   BENCH_DURATION=8 BENCH_CONNECTIONS=50 BENCH_ACCEPT_ENCODING='gzip, deflate, br' npm run bench:cluster
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { signUpBuyers, type Buyer } from './lib/bench-buyers';
import { buildIfNeeded, freePorts } from './lib/bench-server';
import { cataloguePages, checkCalls, loadPage } from './lib/catalogue-pages';
import { CORES, childrenOf, measureCores, type CoresUsed, type Parts } from './lib/cpu-usage';
import { freshPostgres } from './lib/fresh-postgres';
import { prepareOrderSkus, runOrderLoad, type OrderSkus, type Sql } from './lib/order-bench';
import { startTopology, type Topology } from './lib/prod-topology';
import { runKeys } from './lib/run-keys';
import { printReport, type RaceRow, type Row } from './lib/cluster-report';

const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** What the catalogue calls accept; `identity` measures uncompressed answers (as bench:api does). */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING || 'gzip, deflate, br';
const REPLICA_COUNTS = [1, 2];
/** Not measured: the response caches fill, V8 compiles the hot paths, the pools open their connections. */
const WARM_UP_S = { reads: 2, orders: 3 };
const BUYERS = 200;
const RACE_UNITS = 10;

const rows: Row[] = [];
const races: RaceRow[] = [];
const problems: string[] = [];

buildIfNeeded(); // nginx serves the built files; the replicas render pages from them
const database = await freshPostgres(SERVER_URL, 'labmall_bench_cluster');
const databaseName = new URL(database.url).pathname.slice(1);
const pool = new pg.Pool({ connectionString: database.url, max: 2 });
pool.on('error', () => {}); // a dropped idle connection must not crash the bench (DESIGN §8)
const sql: Sql = async <T,>(query: string) => ({ rows: (await pool.query(query)).rows as T[] });
const redisPrefix = `labmall-bench-${randomBytes(4).toString('hex')}:`;
let topology: Topology | undefined;

/** The throttle counters the replicas left under this run's prefix. */
async function deleteRedisKeys(): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

let cleaning: Promise<void> | undefined;
const cleanUp = () => (cleaning ??= (async () => {
  await topology?.stop();
  await pool.end();
  await database.drop();
  await deleteRedisKeys();
})());
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

/** Progress on stderr, with the time since the start: the whole run should stay within about 5 minutes. */
const progress = (message: string) => console.error(`[${Math.round(performance.now() / 1000)} s] ${message}`);

const shared: { buyers?: Buyer[]; skus?: OrderSkus } = {};

async function benchTopology(replicas: number, run: number): Promise<void> {
  const runDir = mkdtempSync(path.join(tmpdir(), 'labmall-bench-cluster-'));
  const port = await freePorts(replicas + 1);
  progress(`${replicas} replica(s): starting nginx on :${port} and the replicas…`);
  const started = (topology = await startTopology({
    replicas, port, host: '127.0.0.1', firstReplicaPort: port + 1,
    databaseUrl: database.url, redisUrl: REDIS_URL, runDir, accessLog: 'off', stdio: 'ignore',
    // The collector is off (a benchmark measures the shop) and logs only warnings, as bench-server does;
    // every bench account registers from 127.0.0.1; production mode needs keys of its own.
    env: { ANALYTICS_PORT: '0', LOG_LEVEL: 'warn', REDIS_KEY_PREFIX: redisPrefix, REGISTER_MAX_PER_IP: '100000', ...runKeys() },
  }));
  const parts: Parts = {
    load: () => [process.pid], // autocannon's and the order load's worker threads
    nginx: () => {
      const master = Number(readFileSync(path.join(runDir, 'nginx.pid'), 'utf8'));
      return [master, ...childrenOf(master)];
    },
    api: () => started.replicas.map((replica) => replica.process.pid!),
    pg: async () => (await pool.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [databaseName])).rows.map((r) => r.pid),
  };
  const measure = async <T,>(work: () => Promise<T>): Promise<{ result: T; cores: CoresUsed }> => {
    const end = await measureCores(parts);
    const result = await work();
    const cores = await end();
    const dead = started.replicas.filter((replica) => replica.process.exitCode !== null || replica.process.signalCode !== null);
    if (dead.length) throw new Error(`replica(s) on port ${dead.map((r) => r.port).join(', ')} exited during the benchmark`);
    return { result, cores };
  };
  const base = started.base;
  try {
    for (const page of await cataloguePages(sql, base, ACCEPT_ENCODING)) {
      progress(`${replicas} replica(s): ${page.name}…`);
      await checkCalls(base, page);
      await loadPage(base, page, CONNECTIONS, WARM_UP_S.reads);
      const { result, cores } = await measure(() => loadPage(base, page, CONNECTIONS, DURATION_S));
      rows.push({ scenario: page.name, replicas, ...result, cores });
      if (result.errors) problems.push(`${page.name}, ${replicas} replica(s): ${result.errors} errors (${result.statuses || 'connection errors'})`);
    }

    if (!shared.buyers) progress(`creating ${BUYERS} signed-in buyers…`);
    const buyers = (shared.buyers ??= await signUpBuyers(base, BUYERS));
    const { skus, raceSkus, payable } = (shared.skus ??= await prepareOrderSkus(sql, base, buyers[0]!.token, { throughput: CONNECTIONS, races: REPLICA_COUNTS.length, raceUnits: RACE_UNITS }));
    const load = { mode: 'throughput', base, accounts: buyers.slice(0, CONNECTIONS), skus, payable } as const;
    progress(`${replicas} replica(s): ${CONNECTIONS} buyers ordering…`);
    await runOrderLoad({ ...load, seconds: WARM_UP_S.orders });
    const { result: orders, cores } = await measure(() => runOrderLoad({ ...load, seconds: DURATION_S }));
    rows.push({ scenario: 'orders', replicas, rps: Math.round(orders.ok / orders.seconds), p50: orders.p50, p99: orders.p99, errors: orders.failed, cores });
    if (orders.failed) problems.push(`orders, ${replicas} replica(s): ${orders.failed} refused (${orders.failures.join(', ')})`);

    const raceSku = raceSkus[run]!;
    progress(`${replicas} replica(s): ${BUYERS} buyers racing for ${RACE_UNITS} units…`);
    const race = await runOrderLoad({ mode: 'race', base, accounts: buyers, skus: [raceSku], payable, seconds: 0 });
    const [stock] = (await sql<{ stock: number }>(`SELECT stock FROM product_skus WHERE id = ${raceSku}`)).rows;
    const [lines] = (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM order_items WHERE sku_id = ${raceSku}`)).rows;
    races.push({ replicas, placed: race.ok, refused: race.failures.join(', ') || '-', stockLeft: stock!.stock, orderLines: lines!.n });
    const onlyStockRefusals = race.failures.every((failure) => failure.startsWith('409 '));
    if (race.ok !== RACE_UNITS || lines!.n !== RACE_UNITS || stock!.stock !== 0 || !onlyStockRefusals) {
      problems.push(`race, ${replicas} replica(s): ${race.ok} placed, ${lines!.n} order lines, stock left ${stock!.stock}, refused ${race.failures.join(', ')} (expected ${RACE_UNITS}, ${RACE_UNITS}, 0, only 409)`);
    }
  } finally {
    await started.stop();
    topology = undefined;
    rmSync(runDir, { recursive: true, force: true });
  }
}

try {
  for (const [run, replicas] of REPLICA_COUNTS.entries()) await benchTopology(replicas, run);
} finally {
  await cleanUp();
}

printReport({ rows, races, cores: CORES, acceptEncoding: ACCEPT_ENCODING, elapsedS: Math.round(performance.now() / 1000), connections: CONNECTIONS, seconds: DURATION_S, buyers: BUYERS, raceUnits: RACE_UNITS });
if (problems.length) {
  console.log(`\nFAILED:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exitCode = 1;
}
