/** What a load run measured: exchanges made (code 200) and refused, their messages, latency percentiles in ms. */
export type PointsLoadResult = { ok: number; failed: number; failures: string[]; p50: number; p99: number; seconds: number };

/**
 * The load generator of bench-points.ts, run as an eval'd worker thread (plain JS, like order-load-worker).
 * `throughput`: one loop per account exchanging one unit of `productId` for `seconds`; `race`: every entry of
 * `requests` (an account may appear many times) exchanges one unit at once. Fresh Idempotency-Key each time.
 */
export const pointsWorkerSource = `
const { workerData, parentPort } = require('node:worker_threads');
const { randomUUID } = require('node:crypto');
const http = require('node:http');
const { mode, base, accounts, requests, productId, seconds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const target = new URL(base + '/api/points-mall/exchange');

function exchange(account) {
  const body = JSON.stringify({ productId, quantity: 1, addressId: account.addressId });
  return new Promise((resolve, reject) => {
    const req = http.request(target, { method: 'POST', agent, headers: {
      'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: 'Bearer ' + account.token,
      'idempotency-key': randomUUID(), 'accept-language': 'en',
    } }, (res) => {
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
let ok = 0;
let failed = 0;
const failures = new Map();
async function once(account) {
  const started = performance.now();
  const answer = await exchange(account);
  latencies.push(performance.now() - started);
  if (answer.code === 200) ok++;
  else {
    failed++;
    const key = answer.code + ' ' + answer.message;
    failures.set(key, (failures.get(key) || 0) + 1);
  }
}

async function main() {
  const started = performance.now();
  if (mode === 'race') {
    await Promise.all(requests.map((account) => once(account)));
  } else {
    const end = Date.now() + seconds * 1000;
    await Promise.all(accounts.map(async (account) => { while (Date.now() < end) await once(account); }));
  }
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] || 0);
  parentPort.postMessage({ ok, failed, failures: [...failures].map(([k, n]) => n + ' × ' + k), p50: at(0.5), p99: at(0.99), seconds: (performance.now() - started) / 1000 });
  agent.destroy();
}
main();
`;
