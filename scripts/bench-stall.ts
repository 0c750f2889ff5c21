/**
 * `npm run bench:stall`: does heavy work stall the shop? The production server (its own process, on a fresh
 * PostgreSQL database: DATABASE_URL names the server, default the local one) answers a steady stream of shopper
 * reads — the rendered home page, category lists, products, searches, 40 a second from a worker thread — while each
 * heavy job runs alone: a 200,000-row CSV import check, the 100,000-product catalogue's check and apply (which the
 * exports need), its CSV and XLSX exports, three crafted XLSX files (api/src/test/crafted-xlsx.ts), 10 quotation PDFs at once and a
 * remote's publish with its smoke render. Prints per job: its own time, the reads' p50/p99/max and failures, the
 * server's longest event-loop delay (prom-client's monitor, reset before each job) and the server's CPU.
 * Figures only (DESIGN §7); the targets are in docs/heavy-work.md.
 *   BENCH_SERVER_ROOT=<checkout> measures another checkout's server (e.g. a worktree of the previous release) with
 *   this bench; BENCH_JOBS=check200k,pdfs picks jobs (the exports need `import100k` before them);
 *   BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';
import { ROOT_DIR } from '../rspack.base';
import type * as StallApi from './lib/stall-api';
import type { CatalogueRecord } from '../api/src/modules/backoffice-import/columns';
import { buildIfNeeded, startBenchServer, summariseWarnings, type BenchServer } from './lib/bench-server';
import { measureCores } from './lib/cpu-usage';
import { freshPostgres } from './lib/fresh-postgres';
import { packRelease } from './lib/mf-publish';
import { scaleCatalogue } from './lib/scale-catalogue';
import { shopperReadsWorkerSource, type ReadsResult, type ShopperRead } from './lib/shopper-reads-worker';

const api = (await tsImport(pathToFileURL(path.join(import.meta.dirname, 'lib/stall-api.ts')).href, import.meta.url)) as typeof StallApi;

const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const READS_PER_SECOND = 40;
const IDLE_SECONDS = 10;
/** A job shorter than this is measured over this long anyway, so its window holds enough reads for a p99. */
const MIN_WINDOW_MS = 5_000;
/**
 * Each window runs on this long after its job ends (what a job leaves behind, e.g. the first renders after an import
 * dropped every cached answer, is that job's), then the shop settles this long unmeasured before the next job.
 */
const TAIL_MS = 3_000;
const SETTLE_MS = 5_000;
const FIRST_ID = 2_000_001;
const ONLY = process.env.BENCH_JOBS?.split(',');

type Job = { key: string; name: string; run: (ctx: Context) => Promise<string> };
type Context = { server: BenchServer; staff: string; shopper: string; seed: CatalogueRecord[]; mfDir: string; skuIds: number[] };
type Figure = { job: string; outcome: string; seconds: number; reads: ReadsResult; loopMaxMs: number; loopP99Ms: number; serverCpuS: number };

const quantile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : NaN);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `count` generated products (three SKUs each) as the CSV a member of staff would upload: new products, ids from the server. */
function catalogueCsv(seed: CatalogueRecord[], count: number, firstId: number): Buffer {
  const lines = [api.catalogueColumns.map(api.csvCell).join(',')];
  for (const record of scaleCatalogue(seed, count, firstId)) lines.push(api.toCells({ ...record, productId: null, newProductRef: String(record.productId) }).map(api.csvCell).join(','));
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

async function call(server: BenchServer, token: string, method: string, url: string, body?: BodyInit, type?: string) {
  const response = await fetch(`${server.base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', ...(type ? { 'content-type': type } : {}) },
    ...(body ? { body } : {}),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, bytes, json: () => JSON.parse(bytes.toString('utf8')) as { code: number; message: string; data: Record<string, unknown> } };
}

/** Uploads a file to the catalogue import's check; answers what the shop said. */
async function check(ctx: Context, file: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), name);
  const res = await call(ctx.server, ctx.staff, 'POST', '/api/backoffice/catalogue/import/check', form);
  const body = res.json();
  return { status: res.status, body };
}

const checkOf = (count: number, firstId: number) => async (ctx: Context) => {
  const { status, body } = await check(ctx, catalogueCsv(ctx.seed, count, firstId), `stall-${count}.csv`);
  if (status !== 200) throw new Error(`check refused: ${status} ${body.message}`);
  return `${body.data.rows} rows, ${body.data.create} to create, ${(body.data.refused as unknown[]).length} refused`;
};

let importId = '';
const jobs: Job[] = [
  { key: 'idle', name: 'no job (idle)', run: async () => (await sleep(IDLE_SECONDS * 1000), '') },
  { key: 'check200k', name: 'import check, 200,000-row CSV (36 MB)', run: checkOf(66_667, FIRST_ID) },
  {
    key: 'import100k',
    name: 'import check, 100,000 products (300,000 rows)',
    run: async (ctx) => {
      const { status, body } = await check(ctx, catalogueCsv(ctx.seed, 100_000, FIRST_ID), 'stall-100k.csv');
      if (status !== 200) throw new Error(`check refused: ${status} ${body.message}`);
      importId = String(body.data.importId);
      return `${body.data.rows} rows`;
    },
  },
  {
    key: 'apply100k',
    name: 'import apply, 100,000 products',
    run: async (ctx) => {
      const res = await call(ctx.server, ctx.staff, 'POST', '/api/backoffice/catalogue/import/apply', JSON.stringify({ importId }), 'application/json');
      if (res.status !== 200) throw new Error(`apply refused: ${res.status} ${res.json().message}`);
      return `${res.json().data.create} created`;
    },
  },
  ...(['csv', 'xlsx'] as const).map((format) => ({
    key: `export-${format}`,
    name: `catalogue export, ${format.toUpperCase()}`,
    run: async (ctx: Context) => {
      const res = await call(ctx.server, ctx.staff, 'GET', `/api/backoffice/catalogue/export?format=${format}`);
      if (res.status !== 200) throw new Error(`export refused: ${res.status}`);
      return `${(res.bytes.length / 1048576).toFixed(1)} MB`;
    },
  })),
  ...([
    ['whitespace', 'crafted XLSX: 8 MiB of whitespace in a row tag', 'whitespaceBombXlsx'],
    ['inflated', 'crafted XLSX: sheet inflating to 180 MiB of <x/>', 'inflatedSheetXlsx'],
    ['empty-rows', 'crafted XLSX: sheet inflating to 180 MiB of <row/>', 'emptyRowsXlsx'],
  ] as const).map(
    ([key, name, builder]) => ({
      key,
      name,
      run: async (ctx: Context) => {
        const crafted = (await tsImport(pathToFileURL(path.join(ROOT_DIR, 'api/src/test/crafted-xlsx.ts')).href, import.meta.url)) as Record<typeof builder, () => Buffer>;
        const file = crafted[builder]();
        const { status, body } = await check(ctx, file, `${key}.xlsx`);
        return `${(file.length / 1024).toFixed(1)} KB → ${status} ${body.message.slice(0, 40)}`;
      },
    }),
  ),
  {
    key: 'pdfs',
    name: '10 quotation PDFs at once',
    run: async (ctx) => {
      const quoteNos: string[] = [];
      for (let i = 0; i < 10; i += 1) {
        const wanted = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
        const items = ctx.skuIds.slice(i * 3, i * 3 + 3).map((skuId) => ({ skuId, quantity: 2 }));
        const body = { items, institution: '中国科学院物理研究所', deliveryCity: '北京', wantedDate: wanted, invoice: { type: 'none' }, note: `stall ${i}` };
        const res = await call(ctx.server, ctx.shopper, 'POST', '/api/quotation/create', JSON.stringify(body), 'application/json');
        if (res.status !== 200) throw new Error(`quotation refused: ${res.status} ${res.json().message}`);
        quoteNos.push(String(res.json().data.quoteNo));
      }
      const started = performance.now();
      const pdfs = await Promise.all(quoteNos.map((no) => call(ctx.server, ctx.shopper, 'GET', `/api/quotation/pdf?quoteNo=${no}`)));
      const seconds = (performance.now() - started) / 1000;
      const bad = pdfs.filter((p) => p.status !== 200);
      if (bad.length) throw new Error(`${bad.length} PDFs refused: ${bad[0]!.status}`);
      return `${pdfs.length} PDFs, ${(pdfs.reduce((n, p) => n + p.bytes.length, 0) / 1024).toFixed(0)} KB, in ${seconds.toFixed(2)} s (after 10 quotations were requested)`;
    },
  },
  {
    key: 'publish',
    name: "a remote's publish with its smoke render",
    run: async (ctx) => {
      const manifest = (await (await fetch(`${ctx.server.base}/mf/manifest.json`)).json()) as { remotes: Record<string, { version: string }> };
      const live = manifest.remotes.mf_points_mall!.version;
      const [major, minor, patch] = live.split('.').map(Number) as [number, number, number];
      const version = `${major}.${minor}.${patch + 100 + (Date.now() % 100)}`;
      const archive = packRelease(path.join(ctx.mfDir, 'mf_points_mall', live), 'mf_points_mall', version);
      const res = await call(ctx.server, ctx.staff, 'POST', '/api/backoffice/releases/publish', new Uint8Array(archive), 'application/gzip');
      const gate = (res.json().data?.gates as Array<{ name: string; passed: boolean; detail: string }> | undefined)?.find((g) => g.name === 'smokeRender');
      if (res.status !== 200) throw new Error(`publish refused: ${res.status} ${res.json().message}`);
      return gate ? `${gate.passed ? 'passed' : 'FAILED'}: ${gate.detail.slice(0, 60)}` : 'no smoke render';
    },
  },
];

/** The server's event-loop delay since the last scrape (prom-client resets its monitor at every scrape). */
async function loopDelay(server: BenchServer): Promise<{ maxMs: number; p99Ms: number }> {
  const text = await (await fetch(`${server.base}/metrics`)).text();
  const read = (name: string) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? NaN) * 1000;
  return { maxMs: read('nodejs_eventloop_lag_max_seconds'), p99Ms: read('nodejs_eventloop_lag_p99_seconds') };
}

function readsOf(categoryIds: number[], productIds: number[]): ShopperRead[] {
  const keywords = ['lithium', '隔膜', 'nickel', 'separator', '电解液', 'glove'];
  const reads: ShopperRead[] = [];
  for (let i = 0; i < 60; i += 1) {
    const pick = <T>(list: T[]) => list[i % list.length]!;
    reads.push({ name: 'home', method: 'GET', path: '/en/' });
    reads.push({ name: 'category', method: 'POST', path: '/api/product/page-get-products', body: JSON.stringify({ page: 1, pageSize: 20, categoryId: pick(categoryIds) }) });
    reads.push({ name: 'product', method: 'GET', path: `/api/product/get?id=${pick(productIds)}` });
    reads.push({ name: 'search', method: 'POST', path: '/api/product/page-get-products', body: JSON.stringify({ page: 1, pageSize: 20, keyword: pick(keywords) }) });
  }
  return reads;
}

async function main() {
  buildIfNeeded();
  const database = await freshPostgres(SERVER_URL, 'labmall_stall');
  const work = mkdtempSync(path.join(tmpdir(), 'labmall-stall-'));
  // The server's own copy of the remotes: a publish unpacks into MF_DIR, never into the repository's build.
  const mfDir = path.join(work, 'mf');
  cpSync(path.join(ROOT_DIR, 'dist/mf'), mfDir, { recursive: true });
  const serverRoot = process.env.BENCH_SERVER_ROOT;
  // This checkout's build, whichever checkout's server serves it.
  const builds = { MF_DIR: mfDir, SHELL_DIR: path.join(ROOT_DIR, 'dist/shell'), SHELL_SERVER_DIR: path.join(ROOT_DIR, 'dist/shell-server') };
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = await startBenchServer({ databaseUrl: database.url, env: builds, nodeArgs, ...(serverRoot ? { serverRoot } : {}) });
  const app = await api.buildApp(api.loadConfig({ DATABASE_URL: database.url, DATA_DIR: path.join(work, 'data'), LOG_LEVEL: 'silent', ANALYTICS_PORT: '0', MF_DIR: mfDir, SHELL_DIR: path.join(work, 'no-shell') }));
  const figures: Figure[] = [];
  let reads: Worker | undefined;
  try {
    const staff = (await api.staffSession(app, 'catalogue', 'releases')).token;
    const shopper = (await api.shopperSession(app)).token;
    const seed: CatalogueRecord[] = [];
    for await (const batch of api.createCatalogueReader(app.db).all()) for (const r of batch) if (r.skuCode !== null) seed.push(r as CatalogueRecord);
    const rows = async <T>(query: string) => ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
    const categoryIds = (await rows<{ id: number }>('SELECT id FROM categories WHERE parent_id IS NOT NULL ORDER BY id')).map((r) => r.id);
    const productIds = (await rows<{ id: number }>("SELECT id FROM products WHERE status = 'on_sale' ORDER BY id LIMIT 200")).map((r) => r.id);
    const skuIds = (
      await rows<{ id: number }>(
        "SELECT s.id FROM product_skus s JOIN products p ON p.id = s.product_id WHERE p.status = 'on_sale' AND s.on_sale AND s.stock > 10 AND s.max_per_order >= 2 ORDER BY s.id LIMIT 30",
      )
    ).map((r) => r.id);
    const ctx: Context = { server, staff, shopper, seed, mfDir, skuIds };

    reads = new Worker(shopperReadsWorkerSource, { eval: true, workerData: { base: server.base, reads: readsOf(categoryIds, productIds), intervalMs: 1000 / READS_PER_SECOND } });
    const window = () => new Promise<ReadsResult>((resolve) => reads!.once('message', resolve));
    await sleep(3_000); // caches warm, connections open
    for (const job of jobs.filter((j) => !ONLY || ONLY.includes(j.key))) {
      console.error(`${job.name}…`);
      await sleep(SETTLE_MS);
      await loopDelay(server); // resets the server's monitor
      const cores = await measureCores({ server: () => [server.pid] });
      reads.postMessage('start');
      const started = performance.now();
      let outcome: string;
      try {
        outcome = await job.run(ctx);
      } catch (error) {
        outcome = `FAILED: ${error instanceof Error ? error.message : String(error)}`.slice(0, 120);
      }
      const seconds = (performance.now() - started) / 1000;
      await sleep(Math.max(TAIL_MS, MIN_WINDOW_MS - (performance.now() - started)));
      const windowDone = window();
      reads.postMessage('stop');
      const result = await windowDone;
      const used = await cores();
      const loop = await loopDelay(server);
      figures.push({ job: job.name, outcome, seconds, reads: result, loopMaxMs: loop.maxMs, loopP99Ms: loop.p99Ms, serverCpuS: (used.server ?? 0) * result.seconds });
      server.assertRunning();
    }
  } finally {
    reads?.postMessage('end');
    await app.close();
    await server.stop();
    await database.drop();
    rmSync(work, { recursive: true, force: true });
  }

  console.log(`\nbench:stall — shopper reads at ${READS_PER_SECOND}/s (home page, category, product, search) while each job runs alone; server ${serverRoot ?? 'this checkout'}`);
  console.log('| job | job time | reads | p50 ms | p99 ms | max ms | failed | event loop max / p99 ms | server CPU s | outcome |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const f of figures) {
    const t = f.reads.times;
    console.log(
      `| ${f.job} | ${f.seconds.toFixed(1)} s | ${t.length + f.reads.failed} | ${quantile(t, 0.5).toFixed(1)} | ${quantile(t, 0.99).toFixed(1)} | ${(t[t.length - 1] ?? NaN).toFixed(0)} | ${f.reads.failed}${f.reads.failures.length ? ` (${f.reads.failures[0]})` : ''} | ${f.loopMaxMs.toFixed(0)} / ${f.loopP99Ms.toFixed(0)} | ${f.serverCpuS.toFixed(1)} | ${f.outcome} |`,
    );
  }
  console.log('\nslowest read of each kind (ms), per job:');
  for (const f of figures) console.log(`  ${f.job}: ${Object.entries(f.reads.slowest).map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`).join(', ')}`);
  const warnings = summariseWarnings(server.warnings());
  if (warnings.length) console.log(`\nserver warnings:\n${warnings.slice(0, 10).join('\n')}`);
}

await main();
