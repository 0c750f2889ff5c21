import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';

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
    ...env,
  });
}

/** A fresh, empty PostgreSQL database on the test server, so test files never see each other's rows. */
async function createDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `labmall_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export type TestApp = { app: FastifyInstance; config: Config; close: () => Promise<void> };

/**
 * The shop app on a fresh database of `driver` (migrated and seeded). `beforeReady` may add routes
 * (e.g. a route that throws). Call `close` in afterAll: it also drops the PostgreSQL database.
 */
export async function buildTestApp(
  driver: Driver,
  options: { env?: Record<string, string>; beforeReady?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const database = driver === 'postgres' ? await createDatabase() : undefined;
  const config = testConfig({ ...options.env, DATABASE_URL: database?.url ?? '' });
  try {
    const app = await buildApp(config);
    options.beforeReady?.(app);
    await app.ready();
    return {
      app,
      config,
      close: async () => {
        await app.close();
        await database?.drop();
      },
    };
  } catch (error) {
    await database?.drop();
    throw error;
  }
}
