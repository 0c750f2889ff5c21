/**
 * `npm run bench:scale`: the catalogue at 1k, 10k and 100k products (three SKUs each) on PostgreSQL, each size
 * in a fresh database created and dropped here (DATABASE_URL names the server; default the local one). Each
 * catalogue is loaded THROUGH THE IMPORT (the same check and apply the back office's routes call, in process),
 * timed; then the storefront's reads are timed one at a time with the response cache dropped before each
 * request (so every answer is a real query): search, category lists (default, price and newest sorts), product
 * detail and search suggestions. Prints p50/p99 and the CPU each request cost the API process and PostgreSQL.
 * Then each catalogue is backed up (`npm run backup`'s pg_dump -Fc, in process) and restored into another fresh
 * database (pg_restore), timed, with the archive's size; `BENCH_BACKUP=0` skips that.
 * Figures only (DESIGN §7). `BENCH_KEEP=1` keeps the databases. `BENCH_SIZES=1000,10000` picks sizes; `BENCH_SECONDS` (8) bounds each call (but at least `BENCH_MIN`, 20, requests).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { tsImport } from 'tsx/esm/api';
import type * as ScaleApi from './lib/scale-api';
import type { CatalogueRecord } from '../api/src/modules/backoffice-import/columns';
import { measureCores } from './lib/cpu-usage';
import { freshPostgres } from './lib/fresh-postgres';
import { scaleCatalogue } from './lib/scale-catalogue';

// Loaded through tsx from the API's folder, once: its packages live in api/node_modules (see bench-api.ts).
const api = (await tsImport(pathToFileURL(path.join(import.meta.dirname, 'lib/scale-api.ts')).href, import.meta.url)) as typeof ScaleApi;

const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const MIN_SAMPLES = Number(process.env.BENCH_MIN ?? 20);
const MAX_SAMPLES = 400;
const FIRST_ID = 1_000_001;
/** BENCH_KEEP=1 keeps each database (its URL is printed) to read query plans; drop it yourself afterwards. */
const KEEP = process.env.BENCH_KEEP === '1';
/** BENCH_CALLS=search,suggestions measures only those calls ('-' none: just the import). */
const ONLY_CALLS = process.env.BENCH_CALLS?.split(',');
/** BENCH_REUSE=<database url> measures a database kept by BENCH_KEEP=1 again, without importing (the size is counted). */
const REUSE = process.env.BENCH_REUSE;

type Request = { method: 'GET' | 'POST'; url: string; payload?: object };
/** `label`: what request `i` is an instance of (a search's keyword), to print figures per label too. */
type Call = { name: string; request: (i: number) => Request; label?: (i: number) => string };
type Figure = { size: number; call: string; n: number; p50: number; p99: number; apiCpu: number; pgCpu: number; byLabel?: Map<string, number[]> };
type ImportFigure = { size: number; products: number; skus: number; fileMb: number; check: number; apply: number };
type BackupFigure = { size: number; archiveMb: number; backup: number; restore: number };
const BACKUP = process.env.BENCH_BACKUP !== '0';

const page = (body: object): Request => ({ method: 'POST', url: '/api/product/page-get-products', payload: { page: 1, pageSize: 20, ...body } });
const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

function calls(size: number, subs: number[], tops: number[]): Call[] {
  const keywords = ['lithium', '隔膜', 'nickel', 'lithum', 'separator', '电解液', 'copper foil', 'glove'];
  const typed = ['li', 'lith', '锂', 'sep', 'LiPF6', 'nick', 'glov', '手套'];
  const category = (i: number) => (i % 4 === 3 ? pick(tops, i) : pick(subs, i));
  return [
    { name: 'search', request: (i) => page({ keyword: pick(keywords, i) }), label: (i) => pick(keywords, i) },
    { name: 'category (default)', request: (i) => page({ categoryId: category(i) }) },
    { name: 'category price_asc', request: (i) => page({ categoryId: category(i), sort: 'price_asc' }) },
    { name: 'category price_desc', request: (i) => page({ categoryId: category(i), sort: 'price_desc' }) },
    { name: 'category sales p5', request: (i) => page({ categoryId: category(i), sort: 'sales', page: 5 }) },
    { name: 'product detail', request: (i) => ({ method: 'GET', url: `/api/product/get?id=${FIRST_ID + ((i * 7919) % size)}` }) },
    { name: 'suggestions', request: (i) => ({ method: 'GET', url: `/api/product/searchkeywordnew?keyword=${encodeURIComponent(pick(typed, i))}` }) },
  ];
}

const rows = async <T>(app: FastifyInstance, query: string) => ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

/** One call, one request at a time, each with the catalogue cache dropped first. */
async function measure(app: FastifyInstance, size: number, call: Call): Promise<Figure> {
  const send = async (i: number) => {
    api.applyPeerInvalidation();
    const res = await app.inject({ ...call.request(i), headers: { 'accept-language': 'en' } });
    if (res.statusCode !== 200) throw new Error(`${call.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  };
  for (let i = 0; i < 5; i += 1) await send(i);
  const backends = async () => (await rows<{ pid: number }>(app, 'SELECT pid FROM pg_stat_activity WHERE datname = current_database()')).map((r) => r.pid);
  const stop = await measureCores({ api: () => [process.pid], postgres: backends });
  const started = performance.now();
  const times: number[] = [];
  const byLabel = new Map<string, number[]>();
  for (let i = 0; i < MAX_SAMPLES && (i < MIN_SAMPLES || performance.now() - started < SECONDS * 1000); i += 1) {
    const t = performance.now();
    await send(i);
    times.push(performance.now() - t);
    if (call.label) byLabel.set(call.label(i), [...(byLabel.get(call.label(i)) ?? []), performance.now() - t]);
  }
  const elapsed = performance.now() - started;
  const cores = await stop();
  times.sort((a, b) => a - b);
  const perRequest = (c = 0) => (c * elapsed) / times.length;
  return { size, call: call.name, n: times.length, p50: quantile(times, 0.5), p99: quantile(times, 0.99), apiCpu: perRequest(cores.api), pgCpu: perRequest(cores.postgres), ...(call.label ? { byLabel } : {}) };
}

/** The catalogue of `size` products as the CSV file a member of staff would upload. */
function catalogueFile(seed: CatalogueRecord[], size: number): Buffer {
  const lines = [api.catalogueColumns.map(api.csvCell).join(',')];
  // New products: a blank product_id and a reference of their own (the server gives the ids).
  for (const record of scaleCatalogue(seed, size, FIRST_ID)) lines.push(api.toCells({ ...record, productId: null, newProductRef: String(record.productId) }).map(api.csvCell).join(','));
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

/** Loads `size` generated products through the import (check, then apply), timed. */
async function importCatalogue(app: FastifyInstance, size: number) {
  const seed: CatalogueRecord[] = [];
  for await (const batch of api.createCatalogueReader(app.db).all()) for (const r of batch) if (r.skuCode !== null) seed.push(r);
  const file = catalogueFile(seed, size);
  // Measured now: the check hands the file's memory over to its worker thread, after which `file` is empty.
  const fileMb = file.length / 1048576;
  console.error(`${size}: importing ${fileMb.toFixed(1)} MB…`);
  let t = performance.now();
  const report = await api.checkImport(app.db, { bytes: file, fileName: `scale-${size}.csv`, actorId: null });
  const check = (performance.now() - t) / 1000;
  if (report.refused.length > 0) throw new Error(`the generated file was refused: ${JSON.stringify(report.refused.slice(0, 3))}`);
  // The import numbers new products from the sequence, in file order: from FIRST_ID, as the calls below expect.
  await app.db.execute(`SELECT setval(pg_get_serial_sequence('products', 'id'), ${FIRST_ID - 1})`);
  t = performance.now();
  await api.applyImport(app.db, report.importId, api.commandLineActor());
  const apply = (performance.now() - t) / 1000;
  // Sales as orders would have made them (the import leaves them alone), so the sales sort has something to sort.
  await app.db.execute('UPDATE products SET sales = abs(hashtext(id::text)) % 1000');
  await app.db.execute('VACUUM ANALYZE'); // as autovacuum would have by then: visibility map for index-only scans
  return { fileMb, check, apply };
}

/** `npm run backup` and `npm run restore` at this size: the archive into the data folder, restored into a new database. */
async function backUpAndRestore(app: FastifyInstance, config: ReturnType<typeof api.loadConfig>, size: number, dataDir: string): Promise<BackupFigure> {
  console.error(`${size}: backup and restore…`);
  const backup = await api.createBackup(app.db, config, { to: path.join(dataDir, 'backups') });
  const target = await freshPostgres(SERVER_URL, 'labmall_restore');
  try {
    const restoreDir = mkdtempSync(path.join(tmpdir(), 'labmall-restore-'));
    const restoreConfig = api.loadConfig({ DATABASE_URL: target.url, DATA_DIR: restoreDir, LOG_LEVEL: 'silent', MF_DIR: path.join(restoreDir, 'mf') });
    const restored = await api.restoreBackup(backup.file, restoreConfig);
    rmSync(restoreDir, { recursive: true, force: true });
    return { size, archiveMb: backup.size / 1048576, backup: backup.seconds, restore: restored.seconds };
  } finally {
    await target.drop();
  }
}

async function benchSize(size: number): Promise<{ load?: ImportFigure; figures: Figure[]; backup?: BackupFigure }> {
  const database = REUSE ? { url: REUSE, drop: async () => {} } : await freshPostgres(SERVER_URL, 'labmall_scale');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'labmall-scale-'));
  const config = api.loadConfig({ DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent', SHELL_DIR: path.join(dataDir, 'no-shell'), MF_DIR: path.join(dataDir, 'no-mf') });
  const app = await api.buildApp(config);
  try {
    await app.ready();
    const load = REUSE ? undefined : await importCatalogue(app, size);
    const [counts] = await rows<{ products: number; skus: number }>(app, 'SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM product_skus) AS skus');
    const categories = await rows<{ id: number; parent_id: number | null }>(app, 'SELECT id, parent_id FROM categories ORDER BY sort, id');
    const subs = categories.filter((c) => c.parent_id !== null).map((c) => c.id);
    const tops = categories.filter((c) => c.parent_id === null).map((c) => c.id);
    const figures: Figure[] = [];
    for (const call of calls(size, subs, tops).filter((c) => !ONLY_CALLS || ONLY_CALLS.includes(c.name))) {
      console.error(`${size}: ${call.name}…`);
      figures.push(await measure(app, size, call));
    }
    const backup = BACKUP ? await backUpAndRestore(app, config, size, dataDir) : undefined;
    return { ...(load ? { load: { size, ...counts!, ...load } } : {}), figures, ...(backup ? { backup } : {}) };
  } finally {
    await app.close();
    if (KEEP) console.error(`kept for EXPLAIN: ${database.url}`);
    else await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const loads: ImportFigure[] = [];
const figures: Figure[] = [];
const backups: BackupFigure[] = [];
console.log(`database: PostgreSQL on ${new URL(SERVER_URL).host}, a fresh database per size (dropped afterwards)`);
for (const size of SIZES) {
  const result = await benchSize(size);
  if (result.load) loads.push(result.load);
  if (result.backup) backups.push(result.backup);
  figures.push(...result.figures);
}

const pad = (text: string | number, width: number) => String(text).padStart(width);
console.log('\nimport (check + apply, in process; the shop\'s 379 seeded products are there too)\n');
console.log(['size'.padEnd(8), pad('products', 9), pad('SKUs', 8), pad('file MB', 8), pad('check s', 8), pad('apply s', 8), pad('total s', 8)].join(' '));
for (const l of loads) {
  console.log([String(l.size).padEnd(8), pad(l.products, 9), pad(l.skus, 8), pad(l.fileMb.toFixed(1), 8), pad(l.check.toFixed(1), 8), pad(l.apply.toFixed(1), 8), pad((l.check + l.apply).toFixed(1), 8)].join(' '));
}
console.log(`\nuncached storefront reads, one at a time (≤ ${MAX_SAMPLES} requests or ${SECONDS} s per call); CPU ms per request\n`);
console.log(['size'.padEnd(8), 'call'.padEnd(20), pad('n', 4), pad('p50 ms', 8), pad('p99 ms', 8), pad('api cpu', 8), pad('pg cpu', 8)].join(' '));
for (const f of figures) {
  console.log([String(f.size).padEnd(8), f.call.padEnd(20), pad(f.n, 4), pad(f.p50.toFixed(1), 8), pad(f.p99.toFixed(1), 8), pad(f.apiCpu.toFixed(1), 8), pad(f.pgCpu.toFixed(1), 8)].join(' '));
}
// A p99 is the slowest request or two of one kind: which keyword it was says where to look.
for (const f of figures.filter((figure) => figure.byLabel)) {
  const labels = [...f.byLabel!].map(([label, times]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return `${label} ${quantile(sorted, 0.5).toFixed(1)}/${sorted.at(-1)!.toFixed(1)}`;
  });
  console.log(`\n${f.size} ${f.call} by keyword, p50/max ms: ${labels.join(', ')}`);
}
if (backups.length > 0) {
  console.log('\nbackup (pg_dump -Fc, files, manifest, tar.gz) and restore into an empty database (pg_restore), in process\n');
  console.log(['size'.padEnd(8), pad('archive MB', 11), pad('backup s', 9), pad('restore s', 10)].join(' '));
  for (const b of backups) console.log([String(b.size).padEnd(8), pad(b.archiveMb.toFixed(1), 11), pad(b.backup.toFixed(1), 9), pad(b.restore.toFixed(1), 10)].join(' '));
}
