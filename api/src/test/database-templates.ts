import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { seedDatabase } from '../db/seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar archive of a migrated and seeded PGlite database ('' when the setup did not run). */
    pgliteSnapshotFile: string;
    /** A migrated and seeded PostgreSQL database that test databases are copied from ('' without DATABASE_URL). */
    postgresTemplate: string;
  }
}

// openPostgres reports a dropped idle connection through this; nothing else is logged here.
const quietLog = { error: console.error } as unknown as FastifyBaseLogger;

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * Vitest global setup of the API project: migrates and seeds the shop's data once per run, for each driver, so
 * every test file starts from a copy instead of running the migrations and the whole seed again (on this 2-core
 * machine that took 30 s per PGlite app and 7 s per PostgreSQL app). The migrations and the seed themselves are
 * still what builds the templates, so a broken migration or seed fails the run here.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cleanups: Array<() => Promise<void>> = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    await buildTemplates(project, cleanups);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return cleanUp;
}

async function buildTemplates(project: TestProject, cleanups: Array<() => Promise<void>>): Promise<void> {

  const pglite = await openPglite(':memory:');
  try {
    await pglite.prepare(seedDatabase);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'labmall-template-')), 'pglite.tar');
    fs.writeFileSync(file, Buffer.from(await (await pglite.snapshot()).arrayBuffer()));
    project.provide('pgliteSnapshotFile', file);
    cleanups.push(async () => fs.rmSync(path.dirname(file), { recursive: true, force: true }));
  } finally {
    await pglite.close();
  }

  const serverUrl = process.env.DATABASE_URL ?? '';
  project.provide('postgresTemplate', '');
  if (serverUrl) {
    const name = `labmall_tpl_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    cleanups.push(() => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    // Only the migration and the seed use this pool: no wait for a connection can be too long here.
    const postgres = openPostgres(databaseUrl(serverUrl, name), quietLog, { poolWaitMs: 60_000 });
    try {
      await postgres.prepare(seedDatabase);
    } finally {
      await postgres.close();
    }
    project.provide('postgresTemplate', name);
  }
}

export { databaseUrl, onServer };
