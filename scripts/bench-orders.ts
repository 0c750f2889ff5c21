/**
 * `npm run bench:orders`: starts the shop API in this process on 127.0.0.1 (PostgreSQL on a fresh database
 * when DATABASE_URL is set, which is what the issue's budget is about; PGlite otherwise) and measures
 *   1. throughput: concurrent buyers placing orders (POST /api/order/create, one SKU each, fresh
 *      Idempotency-Key per order) for a fixed time after a short warm-up — orders/s and p99 latency;
 *   2. a race: 200 buyers at once for the last 10 units of one SKU — how many orders succeeded and the
 *      stock left (it must be exactly 10 and 0).
 * Figures only: nothing here asserts a budget (DESIGN §7). The load runs in a worker thread so it does not
 * share the server's event loop.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type * as AppModule from '../api/src/app';
import type * as ConfigModule from '../api/src/config';
import { signUpBuyers } from './lib/bench-buyers';
import { onBenchDatabase } from './lib/fresh-postgres';
import { prepareOrderSkus, runOrderLoad, type Sql } from './lib/order-bench';

const apiModule = (file: string) => tsImport(pathToFileURL(path.join(import.meta.dirname, '../api/src', file)).href, import.meta.url);
const { buildApp } = (await apiModule('app.ts')) as typeof AppModule;
const { loadConfig } = (await apiModule('config.ts')) as typeof ConfigModule;

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Not measured: V8 compiles the hot paths and every pooled connection prepares its statements. */
const WARM_UP_S = 3;
const BUYERS = 200;
const RACE_UNITS = 10;

async function bench(database: string, databaseUrl: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'labmall-bench-orders-'));
  const config = loadConfig({
    DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent',
    SHELL_DIR: path.join(dataDir, 'no-shell'), MF_DIR: path.join(dataDir, 'no-mf'),
    REGISTER_MAX_PER_IP: '100000', // every bench account registers from 127.0.0.1
  });
  const app = await buildApp(config);
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    // The app's own handle (typed in api/, seen as unknown from here): raw SQL for the set-up only.
    const { db } = app as unknown as { db: { execute: Sql } };
    const sql: Sql = (query) => db.execute(query);
    console.error(`${database}: creating ${BUYERS} buyers…`);
    const accounts = await signUpBuyers(base, BUYERS);
    const { skus, raceSkus, payable } = await prepareOrderSkus(sql, base, accounts[0]!.token, { throughput: CONNECTIONS, races: 1, raceUnits: RACE_UNITS });
    const raceSku = raceSkus[0]!;
    const load = { mode: 'throughput', base, accounts: accounts.slice(0, CONNECTIONS), skus, payable } as const;
    console.error(`${database}: warming up for ${WARM_UP_S} s…`);
    await runOrderLoad({ ...load, seconds: WARM_UP_S });
    console.error(`${database}: ${CONNECTIONS} buyers ordering for ${DURATION_S} s…`);
    const throughput = await runOrderLoad({ ...load, seconds: DURATION_S });
    console.error(`${database}: ${BUYERS} buyers racing for ${RACE_UNITS} units…`);
    const race = await runOrderLoad({ mode: 'race', base, accounts, skus: [raceSku], payable, seconds: 0 });
    const stockLeft = (await sql<{ stock: number }>(`SELECT stock FROM product_skus WHERE id = ${raceSku}`)).rows[0]!.stock;
    return { database, throughput, race, stockLeft };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [await onBenchDatabase('labmall_bench_orders', bench, 'the budget is for PostgreSQL')];

for (const r of results) {
  console.log(`\n${r.database}: ${CONNECTIONS} concurrent buyers, ${DURATION_S} s`);
  console.log(`  orders/s        ${Math.round(r.throughput.ok / r.throughput.seconds)}`);
  console.log(`  p99 latency     ${r.throughput.p99} ms (p50 ${r.throughput.p50} ms)`);
  console.log(`  orders placed   ${r.throughput.ok}, failed ${r.throughput.failed}${r.throughput.failed ? ` (${r.throughput.failures.join(', ')})` : ''}`);
  console.log(`race: ${BUYERS} buyers for ${RACE_UNITS} units`);
  console.log(`  orders placed   ${r.race.ok} (refused ${r.race.failed}: ${r.race.failures.join(', ') || '-'})`);
  console.log(`  stock left      ${r.stockLeft}`);
}
