/**
 * The embedded shop as `npm start` runs it (scripts/start.ts): one server process on PGlite in a data directory of
 * its own, no PostgreSQL, no Redis; and that directory opened by the fault script itself between runs, to prepare
 * and to audit (PGlite is one process at a time: the data-directory lock, api/src/db/data-dir-lock.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type pg from 'pg';
import { ROOT_DIR } from '../../rspack.base';
import { lockDataDir } from '../../api/src/db/data-dir-lock';
import { waitFor } from './poll';
import { exited } from './replica-probes';

const READY_WITHIN_MS = 120_000;

/** What every other environment variable of the run says about a database or Redis is not the embedded shop's. */
const NOT_EMBEDDED = ['DATABASE_URL', 'REDIS_URL', 'NODE_ENV', 'OTEL_EXPORTER_OTLP_ENDPOINT'];

export function startEmbeddedShop(dataDir: string, port: number, env: Record<string, string>): ChildProcess {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !NOT_EMBEDDED.includes(name)));
  return spawn(process.execPath, ['--import', 'tsx', '--import', path.join(ROOT_DIR, 'api/src/telemetry/tracing-preload.ts'), path.join(ROOT_DIR, 'api/src/server.ts')], {
    cwd: ROOT_DIR,
    stdio: process.env.FAULTS_VERBOSE ? 'inherit' : 'ignore',
    env: { ...inherited, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', ANALYTICS_PORT: '0', LOG_LEVEL: 'warn', ...env },
  });
}

/** Polls /health/ready until 200; fails at once if the process exits (a data directory that does not open). */
export async function waitEmbeddedReady(base: string, shop: ChildProcess): Promise<number> {
  return waitFor(`the embedded shop at ${base} ready`, async () => {
    if (shop.exitCode !== null || shop.signalCode !== null) throw new Error(`the embedded shop exited (${shop.exitCode ?? shop.signalCode}) before it was ready`);
    return (await fetch(`${base}/health/ready`, { signal: AbortSignal.timeout(5_000) })).ok;
  }, READY_WITHIN_MS, 200).catch((error: Error) => {
    if (shop.exitCode !== null || shop.signalCode !== null) throw new Error(`the embedded shop exited (${shop.exitCode ?? shop.signalCode}) before it was ready`);
    throw error;
  });
}

/** A first `npm start` on a new data directory (it migrates and seeds it), then Ctrl-C's SIGTERM. */
export async function prepareDataDir(dataDir: string, port: number, env: Record<string, string>): Promise<void> {
  const shop = startEmbeddedShop(dataDir, port, env);
  try {
    await waitEmbeddedReady(`http://127.0.0.1:${port}`, shop);
  } finally {
    shop.kill('SIGTERM');
    await exited(shop);
  }
  if (shop.exitCode !== 0) throw new Error(`the embedded shop's first start exited with ${shop.exitCode ?? shop.signalCode} on SIGTERM`);
}

/**
 * Runs `work` on the data directory with the fault script's audits' query interface (pg's `query`), while the shop
 * is stopped.
 */
export async function withDataDir<T>(dataDir: string, work: (db: pg.Pool) => Promise<T>): Promise<T> {
  const release = lockDataDir(dataDir);
  const client = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
  const db = {
    async query(text: string, params: unknown[] = []) {
      const result = await client.query(text, params);
      return { rows: result.rows, rowCount: result.rows.length || (result.affectedRows ?? 0) };
    },
  } as unknown as pg.Pool;
  try {
    return await work(db);
  } finally {
    await client.close();
    release();
  }
}
