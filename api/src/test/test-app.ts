import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openPglite } from '../db/pglite';
import { seedDatabase } from '../db/seed/seed';
import type { Database } from '../db/types';
import { databaseUrl, onServer } from './database-templates';

export type Driver = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when the run has DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test). */
const serverUrl = process.env.DATABASE_URL ?? '';
export const drivers: Driver[] = serverUrl ? ['pglite', 'postgres'] : ['pglite'];

/** Test configuration: PGlite in memory, silent logs, no shell build unless a test provides one. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: ':memory:',
    LOG_LEVEL: 'silent',
    SHELL_DIR: path.join(os.tmpdir(), 'labmall-no-shell'),
    MF_DIR: path.join(os.tmpdir(), 'labmall-no-mf'),
    // Races of 200 requests on a pool of 10, on a machine busy with other test files, may queue past the 3 s a
    // shopper is kept waiting: here they must get their real answer (the pool-wait tests set their own).
    DATABASE_POOL_WAIT: '30s',
    ...env,
  });
}

/**
 * A fresh PostgreSQL database on the test server, so test files never see each other's rows: a copy of the run's
 * seeded template (database-templates.ts) when there is one, else empty (the app migrates and seeds it).
 */
async function createDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `labmall_t_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  // FILE_COPY copies the template's files instead of writing every page to the WAL: much faster for a test copy.
  await onServer(serverUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY` : `CREATE DATABASE ${name}`);
  return { url: databaseUrl(serverUrl, name), drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** An in-memory PGlite opened from the run's seeded snapshot; undefined when there is none (the app builds its own). */
async function openSeededPglite(): Promise<Database | undefined> {
  const file = inject('pgliteSnapshotFile');
  if (!file) return undefined;
  const database = await openPglite(':memory:', { from: new Blob([fs.readFileSync(file)]) });
  // Both are no-ops on the snapshot, and keep a test honest if the snapshot were ever stale.
  await database.prepare(seedDatabase);
  return database;
}

export type TestApp = { app: FastifyInstance; config: Config; close: () => Promise<void> };

/**
 * The shop app on a fresh database of `driver` (migrated and seeded). `beforeReady` may add routes
 * (e.g. a route that throws), `now` the throttles' clock, `connectThrough` the address the app reaches a PostgreSQL
 * database by (a test's proxy, test/database-proxy.ts). Call `close` in afterAll: it also drops the PostgreSQL database.
 */
export async function buildTestApp(
  driver: Driver,
  options: { env?: Record<string, string>; beforeReady?: (app: FastifyInstance) => void; now?: () => number; connectThrough?: (url: string) => string } = {},
): Promise<TestApp> {
  const server = driver === 'postgres' ? await createDatabase() : undefined;
  const url = server && options.connectThrough ? options.connectThrough(server.url) : server?.url;
  const config = testConfig({ ...options.env, DATABASE_URL: url ?? '' });
  const embedded = driver === 'pglite' ? await openSeededPglite() : undefined;
  const release = async () => {
    await embedded?.close();
    await server?.drop();
  };
  try {
    const app = await buildApp(config, { ...(embedded ? { database: embedded } : {}), ...(options.now ? { now: options.now } : {}) });
    options.beforeReady?.(app);
    await app.ready();
    return {
      app,
      config,
      close: async () => {
        await app.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
