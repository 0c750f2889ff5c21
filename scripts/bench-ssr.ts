/**
 * `npm run bench:ssr`: what server rendering costs. Builds if needed, starts the production server on
 * 127.0.0.1 (PostgreSQL on a fresh database when DATABASE_URL is set, else the embedded PGlite in a temporary
 * directory), checks once that each page really arrives server-rendered (`data-ssr` on the root), warms it up,
 * then loads it with autocannon and prints pages/s (2xx only), non-2xx responses, p50/p99 latency and the mean
 * response size, twice: "rendered", every request a new URL (a visit parameter), so each one is rendered; and
 * "kept", the same URL again and again, answered from the server's page cache; and "kept, br", the same as a
 * browser asks for it (Accept-Encoding: br, gzip), compression included. About 100 s in all. The first two send
 * no Accept-Encoding, so their figures are the render itself, not compression.
 * Figures only: nothing here asserts a budget.
 *   npm run bench:ssr
 *   BENCH_DURATION=20 BENCH_CONNECTIONS=32 npm run bench:ssr
 */
import autocannon from 'autocannon';
import { onBenchDatabase } from './lib/fresh-postgres';
import { buildIfNeeded, startBenchServer, summariseWarnings, type BenchServer } from './lib/bench-server';

const PAGES = [
  { name: 'home', path: '/en/' },
  { name: 'category', path: '/en/category?categoryId=1' },
  { name: 'product', path: '/en/product/10405' },
];
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
/** Not measured: V8 compiles the render paths, the renderer loads each remote's server build on first use. */
const WARM_UP_S = 2;

interface Figures {
  name: string;
  path: string;
  pagesPerSecond: number;
  non2xx: number;
  errors: number;
  p50: number;
  p99: number;
  meanBytes: number;
}

/** One plain request: a page the browser had to render (no `data-ssr`) would make the figures meaningless. */
async function checkServerRendered(base: string, page: { name: string; path: string }): Promise<string> {
  const response = await fetch(`${base}${page.path}`, { redirect: 'manual' });
  const body = await response.text();
  const rendered = body.includes('data-ssr');
  return `${page.name.padEnd(9)} ${page.path.padEnd(28)} HTTP ${response.status}, ${Buffer.byteLength(body)} bytes, ${rendered ? 'server-rendered (data-ssr)' : 'NOT server-rendered (no data-ssr): the browser renders it'}`;
}

/** `kept, br`: the cached page to a browser, which asks for it compressed (Accept-Encoding: br, gzip). */
type Mode = 'rendered' | 'kept' | 'kept, br';

function load(base: string, path: string, seconds: number, mode: Mode): Promise<autocannon.Result> {
  // workers: 1 runs the client in a worker thread, so its bookkeeping does not pace the requests.
  if (mode === 'kept') return autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: seconds, workers: 1 });
  if (mode === 'kept, br') {
    return autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: seconds, workers: 1, headers: { 'accept-encoding': 'br, gzip' } });
  }
  // A new visit parameter per request: a URL the page cache has never seen, so the server renders every one.
  let visit = 0;
  const separator = path.includes('?') ? '&' : '?';
  return autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: `${path}${separator}visit=${(visit += 1)}` }) }],
  });
}

async function measure(server: BenchServer, page: { name: string; path: string }, mode: Mode): Promise<Figures> {
  console.error(`${page.name} (${mode}): warming up ${WARM_UP_S} s, then ${CONNECTIONS} connections for ${DURATION_S} s…`);
  await load(server.base, page.path, WARM_UP_S, mode);
  const result = await load(server.base, page.path, DURATION_S, mode);
  // Refused connections would otherwise pass for figures (errors, 0 pages/s); say why instead.
  server.assertRunning();
  const responses = result['2xx'] + result.non2xx;
  return {
    ...page,
    name: `${page.name} ${mode}`,
    pagesPerSecond: result['2xx'] / result.duration,
    non2xx: result.non2xx,
    errors: result.errors, // connection errors, timeouts included
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon counts every byte read: the status line and headers as well as the HTML.
    meanBytes: responses ? result.throughput.total / responses : 0,
  };
}

function printTable(database: string, rows: Figures[]): void {
  console.log(`\n${database}: ${CONNECTIONS} connections, ${DURATION_S} s per page (after ${WARM_UP_S} s warm-up)\n`);
  const header = ['page'.padEnd(18), 'path'.padEnd(28), 'pages/s'.padStart(8), 'non-2xx'.padStart(8), 'errors'.padStart(7), 'p50 ms'.padStart(7), 'p99 ms'.padStart(7), 'mean bytes'.padStart(11)];
  console.log(header.join(' '));
  for (const r of rows) {
    console.log([
      r.name.padEnd(18),
      r.path.padEnd(28),
      r.pagesPerSecond.toFixed(1).padStart(8),
      String(r.non2xx).padStart(8),
      String(r.errors).padStart(7),
      String(r.p50).padStart(7),
      String(r.p99).padStart(7),
      String(Math.round(r.meanBytes)).padStart(11),
    ].join(' '));
  }
}

async function bench(database: string, databaseUrl: string): Promise<void> {
  console.error(`${database}: starting the server…`);
  const server: BenchServer = await startBenchServer({ databaseUrl });
  try {
    console.log(`\nserver-rendering check (${database}):`);
    for (const page of PAGES) console.log(`  ${await checkServerRendered(server.base, page)}`);
    const rows: Figures[] = [];
    for (const page of PAGES) rows.push(await measure(server, page, 'rendered'), await measure(server, page, 'kept'), await measure(server, page, 'kept, br'));
    printTable(database, rows);
    const warnings = summariseWarnings(server.warnings());
    if (warnings.length) console.log(`\nthe server logged warnings or errors:\n  ${warnings.join('\n  ')}`);
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  buildIfNeeded();
  await onBenchDatabase('labmall_bench_ssr', bench);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
