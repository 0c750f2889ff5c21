/**
 * `npm run bench:points`: starts the shop API in this process on 127.0.0.1 (PostgreSQL on a fresh database when
 * DATABASE_URL is set, PGlite otherwise) and measures
 *   1. throughput: 50 accounts exchanging points for one good at once (POST /api/points-mall/exchange, fresh
 *      Idempotency-Key each) for a fixed time after a warm-up — exchanges/s and p99 latency;
 *   2. the 200-way races: 200 exchanges of one account's last points (enough for 5), and 200 exchanges by the
 *      50 accounts of the last 10 units of a good — how many succeeded, what the others heard, and what is left
 *      (balance = ledger sum, never below zero; stock exactly 0).
 * Figures only: nothing here asserts a budget. The load runs in a worker thread, off the server's event loop.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';
import type * as AppModule from '../api/src/app';
import type * as ConfigModule from '../api/src/config';
import { onBenchDatabase } from './lib/fresh-postgres';
import { pointsWorkerSource, type PointsLoadResult } from './lib/points-load-worker';

const apiModule = (file: string) => tsImport(pathToFileURL(path.join(import.meta.dirname, '../api/src', file)).href, import.meta.url);
const { buildApp } = (await apiModule('app.ts')) as typeof AppModule;
const { loadConfig } = (await apiModule('config.ts')) as typeof ConfigModule;

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ACCOUNTS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARM_UP_S = 3;
const RACE = 200;
const PASSWORD = 'Bench12345';

type Account = { token: string; addressId: number; userId: number };
type Json = { code: number; data?: unknown; token?: string };

async function call(base: string, method: string, url: string, body?: unknown, token?: string): Promise<Json> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as Json;
}

type Sql = <T>(query: string) => Promise<T[]>;

async function accounts(base: string, sql: Sql, count: number): Promise<Account[]> {
  const runId = randomBytes(3).toString('hex');
  const list: Account[] = [];
  for (let i = 0; i < count; i++) {
    const account = `bench.points.${runId}.${i}@bench.labmall.test`;
    await call(base, 'POST', '/api/auth/register', { account, password: PASSWORD, agreement: true });
    const { token } = await call(base, 'POST', '/api/auth/login', { account, password: PASSWORD });
    if (!token) throw new Error(`sign-in failed for ${account}`);
    const address = await call(base, 'POST', '/api/address/add', {
      receiver: `Bench ${i}`, mobile: '13800000000', provinceCode: '310000', cityCode: '310100', districtCode: '310104', detail: '漕溪北路 88 号', postcode: '',
    }, token);
    const [user] = await sql<{ id: number }>(`SELECT id FROM users WHERE account = '${account}'`);
    list.push({ token, addressId: (address.data as { id: number }).id, userId: Number(user!.id) });
  }
  return list;
}

function runWorker(input: unknown): Promise<PointsLoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(pointsWorkerSource, { eval: true, workerData: input });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

async function bench(database: string, databaseUrl: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'labmall-bench-points-'));
  const config = loadConfig({
    DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent',
    SHELL_DIR: path.join(dataDir, 'no-shell'), MF_DIR: path.join(dataDir, 'no-mf'),
    REGISTER_MAX_PER_IP: '100000',
  });
  const app = await buildApp(config);
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const db = (app as unknown as { db: { execute<T>(query: string): Promise<{ rows: T[] }> } }).db;
    const sql: Sql = async <T>(query: string) => (await db.execute<T>(query)).rows;
    console.error(`${database}: creating ${ACCOUNTS} accounts…`);
    const list = await accounts(base, sql, ACCOUNTS);
    // Set-up straight in the tables, keeping balance = ledger sum: plenty of points for the throughput run.
    const grant = async (userId: number, points: number, tag: string) => {
      await sql(`INSERT INTO points_accounts (user_id, balance) VALUES (${userId}, ${points}) ON CONFLICT (user_id) DO UPDATE SET balance = points_accounts.balance + ${points}`);
      await sql(`INSERT INTO points_ledger (user_id, delta, balance_after, source, reference) SELECT ${userId}, ${points}, balance, 'adjustment', 'bench-${tag}-${userId}' FROM points_accounts WHERE user_id = ${userId}`);
    };
    for (const a of list) await grant(a.userId, 10_000_000, 'load');
    const category = (await sql<{ id: number }>('SELECT id FROM points_categories ORDER BY id LIMIT 1'))[0]!.id;
    const good = async (code: string, stock: number) =>
      (await sql<{ id: number }>(`INSERT INTO points_products (code, category_id, kind, name, description, images, points, stock, per_account_limit)
        VALUES ('${code}-${randomBytes(3).toString('hex')}', ${category}, 'physical', '{"zh":"压测商品","en":"Bench good","ja":"ベンチ","ko":"벤치"}', '{"zh":"-","en":"-","ja":"-","ko":"-"}', '[]', 10, ${stock}, 1000000000) RETURNING id`))[0]!.id;
    const loadGood = await good('bench-load', 100_000_000);

    console.error(`${database}: warming up for ${WARM_UP_S} s…`);
    await runWorker({ mode: 'throughput', base, accounts: list, productId: loadGood, seconds: WARM_UP_S });
    console.error(`${database}: ${ACCOUNTS} accounts exchanging for ${DURATION_S} s…`);
    const throughput = await runWorker({ mode: 'throughput', base, accounts: list, productId: loadGood, seconds: DURATION_S });

    // Race 1: one fresh account with exactly 50 points (5 exchanges at 10) fires 200 at once.
    const [poor] = await accounts(base, sql, 1);
    await grant(poor!.userId, 50, 'race');
    const raceGood = await good('bench-race-points', 1000);
    const pointsRace = await runWorker({ mode: 'race', base, requests: Array(RACE).fill(poor), productId: raceGood });
    const [afterPoints] = await sql<{ balance: number; ledger: number }>(
      `SELECT (SELECT balance FROM points_accounts WHERE user_id = ${poor!.userId}) AS balance, (SELECT COALESCE(SUM(delta), 0) FROM points_ledger WHERE user_id = ${poor!.userId})::int AS ledger`,
    );
    // Race 2: the last 10 units of a good, 200 exchanges spread over the 50 accounts.
    const lastUnits = await good('bench-race-stock', 10);
    const stockRace = await runWorker({ mode: 'race', base, requests: Array.from({ length: RACE }, (_, i) => list[i % list.length]), productId: lastUnits });
    const [left] = await sql<{ stock: number }>(`SELECT stock FROM points_products WHERE id = ${lastUnits}`);
    const [negative] = await sql<{ n: number }>('SELECT COUNT(*)::int AS n FROM points_accounts WHERE balance < 0');
    return { database, throughput, pointsRace, afterPoints: afterPoints!, stockRace, stockLeft: left!.stock, negative: negative!.n };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [await onBenchDatabase('labmall_bench_points', bench)];

for (const r of results) {
  console.log(`\n${r.database}: ${ACCOUNTS} concurrent accounts exchanging, ${DURATION_S} s`);
  console.log(`  exchanges/s     ${Math.round(r.throughput.ok / r.throughput.seconds)}`);
  console.log(`  p99 latency     ${r.throughput.p99} ms (p50 ${r.throughput.p50} ms)`);
  console.log(`  exchanges made  ${r.throughput.ok}, refused ${r.throughput.failed}${r.throughput.failed ? ` (${r.throughput.failures.join(', ')})` : ''}`);
  console.log(`race: ${RACE} exchanges of one account's last 50 points (5 × 10)`);
  console.log(`  succeeded       ${r.pointsRace.ok} (refused ${r.pointsRace.failed}: ${r.pointsRace.failures.join(', ') || '-'})`);
  console.log(`  balance left    ${r.afterPoints.balance} (ledger sum ${r.afterPoints.ledger})`);
  console.log(`race: ${RACE} exchanges by ${ACCOUNTS} accounts of the last 10 units`);
  console.log(`  succeeded       ${r.stockRace.ok} (refused ${r.stockRace.failed}: ${r.stockRace.failures.join(', ') || '-'})`);
  console.log(`  stock left      ${r.stockLeft}; accounts below zero: ${r.negative}`);
}
