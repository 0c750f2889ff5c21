/** What one window of shopper reads measured: latencies in ms (sorted), failures (not 200), how long it ran, and each kind of read's slowest. */
export type ReadsResult = { times: number[]; failed: number; failures: string[]; seconds: number; slowest: Record<string, number> };

/** A read a shopper makes: the rendered home page, a category list, a product, a search. */
export type ShopperRead = { name: string; method: 'GET' | 'POST'; path: string; body?: string };

/**
 * The steady shopper load of bench-stall.ts, run as an eval'd worker thread (plain JS, like order-load-worker:
 * the bundled script cannot hand a TypeScript file to a worker), so the bench's own work (uploading a 36 MB file,
 * reading a 100 MB export) never delays a read it times. Open loop: a read leaves every `intervalMs` whether or
 * not the last one answered, as shoppers do; each is timed from send to its last byte. The parent posts
 * 'start' and 'stop' (the worker answers a ReadsResult for that window) and 'end'.
 */
export const shopperReadsWorkerSource = `
const { workerData, parentPort } = require('node:worker_threads');
const http = require('node:http');
const { base, reads, intervalMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function send(read) {
  return new Promise((resolve) => {
    const started = performance.now();
    const headers = { 'accept-language': 'en', 'accept-encoding': 'gzip' };
    if (read.body) { headers['content-type'] = 'application/json'; headers['content-length'] = Buffer.byteLength(read.body); }
    const req = http.request(base + read.path, { method: read.method, agent, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve({ ms: performance.now() - started, ok: res.statusCode === 200, what: read.name + ' ' + res.statusCode, name: read.name }));
    });
    req.on('error', (error) => resolve({ ms: performance.now() - started, ok: false, what: read.name + ' ' + error.code, name: read.name }));
    req.setTimeout(30000, () => req.destroy(new Error('timeout')));
    req.end(read.body);
  });
}

let window = null;
let next = 0;
const timer = setInterval(() => {
  const read = reads[next++ % reads.length];
  const mine = window;
  const pending = send(read).then((r) => {
    if (!mine) return;
    mine.slowest[r.name] = Math.max(mine.slowest[r.name] ?? 0, r.ms);
    if (r.ms > 250 && process.env.BENCH_TRACE) console.error('slow', r.name, Math.round(r.ms), 'ms at', ((performance.now() - mine.started) / 1000).toFixed(1), 's');
    if (r.ok) mine.times.push(r.ms);
    else { mine.failed += 1; if (mine.failures.length < 5) mine.failures.push(r.what); }
  });
  if (mine) mine.pending.push(pending);
}, intervalMs);

parentPort.on('message', async (message) => {
  if (message === 'start') window = { times: [], failed: 0, failures: [], pending: [], slowest: {}, started: performance.now() };
  if (message === 'stop') {
    const done = window;
    window = null;
    await Promise.all(done.pending);
    done.times.sort((a, b) => a - b);
    parentPort.postMessage({ times: done.times, failed: done.failed, failures: done.failures, slowest: done.slowest, seconds: (performance.now() - done.started) / 1000 });
  }
  if (message === 'end') { clearInterval(timer); agent.destroy(); parentPort.close(); }
});
`;
