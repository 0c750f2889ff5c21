/**
 * `npm run start:prod`: the production topology on this machine (docs/deploy.md): nginx in front on PORT (8080),
 * REPLICAS API replicas (2) on PostgreSQL (DATABASE_URL, default the local server's `labmall` database, created
 * if missing) and Redis (REDIS_URL, default the local one). Builds what is not built. Ctrl-C or SIGTERM stops
 * nginx, then drains the replicas. It refuses to start without PAYMENT_SANDBOX_SECRET, MF_OVERRIDE_SECRET and
 * DEVICE_COOKIE_SECRET of at least 32 characters each (none may be a default once published in the source).
 *   REPLICAS=3 PORT=8088 PAYMENT_SANDBOX_SECRET=… MF_OVERRIDE_SECRET=… DEVICE_COOKIE_SECRET=… npm run start:prod
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT_DIR } from '../rspack.base';
import { productionSecretProblems } from '../api/src/config-secrets';
import { ensureDatabase, startTopology } from './lib/prod-topology';

// Before anything is built or started: a production shop runs only with keys of its own (docs/deploy.md).
const problems = productionSecretProblems(process.env);
if (problems.length > 0) {
  console.error(`start:prod refuses to start; set these variables first:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}

const replicas = Number(process.env.REPLICAS ?? 2);
if (!Number.isInteger(replicas) || replicas < 1 || replicas > 16) throw new Error(`REPLICAS must be a whole number from 1 to 16 (got ${process.env.REPLICAS})`);
const port = Number(process.env.PORT ?? 8080);
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/labmall';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const runDir = path.join(ROOT_DIR, '.run/nginx');

const build = spawnSync(process.execPath, [path.join(ROOT_DIR, 'scripts/run-ts.mjs'), 'scripts/build.ts', '--if-needed'], { stdio: 'inherit', cwd: ROOT_DIR });
if (build.status !== 0) process.exit(build.status ?? 1);

await ensureDatabase(databaseUrl);
const topology = await startTopology({
  replicas,
  port,
  host: process.env.HOST ?? '0.0.0.0',
  firstReplicaPort: Number(process.env.FIRST_REPLICA_PORT ?? 9101),
  databaseUrl,
  redisUrl,
  runDir,
  accessLog: path.join(runDir, 'access.log'),
  stdio: 'inherit',
});
console.log(`\nProduction topology: nginx at http://localhost:${port} → ${replicas} API replica(s) on ports ${topology.replicas.map((r) => r.port).join(', ')}`);
console.log(`PostgreSQL ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}, Redis ${new URL(redisUrl).host}; nginx logs in .run/nginx/`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nstopping: nginx first, then the replicas drain');
    void topology.stop().then(() => process.exit(0));
  });
}
