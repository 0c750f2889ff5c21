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
const { mode, base, accounts, skus, payable, seconds } = workerData;
const latencies = [];
const failures = new Map();
let ok = 0, failed = 0, next = 0;

async function order(account, skuId) {
  const started = performance.now();
  try {
    const res = await fetch(base + '/api/order/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer ' + account.token, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ items: [{ skuId, quantity: 1 }], addressId: account.addressId, invoice: { type: 'none' }, note: '', userCouponId: null, expectedPayAmount: payable[skuId] }),
    });
    const body = await res.json();
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
  parentPort.postMessage({
    ok, failed, failures: [...failures].map(([code, n]) => code + ' ×' + n),
    p50: at(0.5), p99: at(0.99), seconds: (performance.now() - started) / 1000,
  });
}
main();
`;
