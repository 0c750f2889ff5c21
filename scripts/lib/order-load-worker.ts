/** What a load run measured: placed (code 200) and refused orders, latency percentiles in ms. */
export type LoadResult = { ok: number; failed: number; failures: string[]; p50: number; p99: number; seconds: number };

/**
 * The load generator of bench-orders.ts, run as an eval'd worker thread (plain JS: the bundled script
 * cannot hand a TypeScript file to a worker). `throughput`: one loop per account placing one-unit orders
 * round-robin over `skus` for `seconds`; `race`: every account orders one unit of `skus[0]` at once.
 * Each order carries a fresh Idempotency-Key and the pay amount the preview showed.
 */
export const loadWorkerSource = `
const { workerData, parentPort } = require('node:worker_threads');
const { randomUUID } = require('node:crypto');
const http = require('node:http');
const { mode, base, accounts, skus, payable, seconds } = workerData;
// node:http with kept-alive sockets: fetch costs several times the CPU per request, and this worker shares
// the machine's two cores with the server being measured.
const agent = new http.Agent({ keepAlive: true, maxSockets: accounts.length });
const target = new URL(base + '/api/order/create');

function post(headers, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(target, { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve(JSON.parse(text)));
    });
    req.on('error', reject);
    req.end(body);
  });
}
const latencies = [];
const failures = new Map();
let ok = 0, failed = 0, next = 0;

async function order(account, skuId) {
  const started = performance.now();
  try {
    const body = await post(
      { 'content-type': 'application/json', authorization: 'Bearer ' + account.token, 'idempotency-key': randomUUID() },
      JSON.stringify({ items: [{ skuId, quantity: 1 }], addressId: account.addressId, invoice: { type: 'none' }, note: '', userCouponId: null, expectedPayAmount: payable[skuId] }),
    );
    if (body.code === 200) ok++;
    else { failed++; failures.set(body.code, (failures.get(body.code) || 0) + 1); }
  } catch (error) {
    failed++; failures.set('network', (failures.get('network') || 0) + 1);
  }
  latencies.push(performance.now() - started);
}

async function main() {
  const started = performance.now();
  if (mode === 'race') {
    await Promise.all(accounts.map((account) => order(account, skus[0])));
  } else {
    const until = started + seconds * 1000;
    await Promise.all(accounts.map(async (account) => {
      while (performance.now() < until) await order(account, skus[next++ % skus.length]);
    }));
  }
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] || 0);
  agent.destroy();
  parentPort.postMessage({
    ok, failed, failures: [...failures].map(([code, n]) => code + ' ×' + n),
    p50: at(0.5), p99: at(0.99), seconds: (performance.now() - started) / 1000,
  });
}
main();
`;
