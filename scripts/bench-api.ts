/**
 * `npm run bench:api`: starts the shop API in this process on 127.0.0.1 (PGlite in a temporary directory,
 * then PostgreSQL on a fresh database when DATABASE_URL is set) and loads its hot reads with autocannon,
 * 50 connections for 10 s each, printing requests/s and p99 latency per call and database.
 * Figures only: nothing here asserts a budget (DESIGN §7). The load runs in a worker thread so it does not
 * share the server's event loop.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import type * as AppModule from '../api/src/app';
import type * as ConfigModule from '../api/src/config';
import { freshPostgres } from './lib/fresh-postgres';

// The API is loaded through tsx from its own folder: its packages (drizzle-orm…) live in api/node_modules,
// which this script's bundle (built into node_modules/.cache) would not find.
const apiModule = (file: string) => tsImport(pathToFileURL(path.join(import.meta.dirname, '../api/src', file)).href, import.meta.url);
const { buildApp } = (await apiModule('app.ts')) as typeof AppModule;
const { loadConfig } = (await apiModule('config.ts')) as typeof ConfigModule;

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;

type Target = { name: string; method: 'GET' | 'POST'; path: string; body?: unknown };
type Row = { call: string; database: string; rps: number; p99: number; errors: number };

/** Ids the calls need, taken from the seeded data rather than assumed. */
async function targets(base: string): Promise<Target[]> {
  const res = await fetch(`${base}/api/product/page-get-products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ categoryId: 1, pageSize: 20 }),
  });
  const first = ((await res.json()) as { data: { items: Array<{ id: number }> } }).data.items[0];
  if (!first) throw new Error('the seeded catalogue has no product in category 1');
  return [
    { name: 'category list', method: 'GET', path: '/api/productcategory/all/category' },
    { name: 'product list', method: 'POST', path: '/api/product/page-get-products', body: { categoryId: 1, page: 1, pageSize: 20 } },
    { name: 'product detail', method: 'GET', path: `/api/product/get?id=${first.id}` },
    { name: 'search', method: 'POST', path: '/api/product/page-get-products', body: { keyword: 'lithium', page: 1, pageSize: 20 } },
  ];
}

async function load(base: string, target: Target): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({
    url: `${base}${target.path}`,
    method: target.method,
    connections: CONNECTIONS,
    duration: DURATION_S,
    workers: 1,
    ...(target.body ? { body: JSON.stringify(target.body), headers: { 'content-type': 'application/json' } } : {}),
  });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function benchDatabase(database: string, databaseUrl: string): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'labmall-bench-'));
  // No shell build is needed: only /api is loaded.
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SHELL_DIR: path.join(dataDir, 'no-shell'),
    MF_DIR: path.join(dataDir, 'no-mf'),
  });
  const app = await buildApp(config);
  try {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const rows: Row[] = [];
    for (const target of await targets(address)) {
      console.error(`${database}: ${target.name}…`);
      rows.push({ call: target.name, database, ...(await load(address, target)) });
    }
    return rows;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = await benchDatabase('pglite', '');
const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  const database = await freshPostgres(serverUrl);
  try {
    rows.push(...(await benchDatabase('postgres', database.url)));
  } finally {
    await database.drop();
  }
}

console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per call\n`);
console.log(['call'.padEnd(16), 'database'.padEnd(10), 'req/s'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(8)].join(' '));
for (const row of rows) {
  console.log([row.call.padEnd(16), row.database.padEnd(10), String(row.rps).padStart(8), String(row.p99).padStart(8), String(row.errors).padStart(8)].join(' '));
}
