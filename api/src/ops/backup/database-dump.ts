/**
 * The database's part of a backup, and its way back. PostgreSQL: pg_dump's custom format (one consistent snapshot
 * while the shop keeps writing: pg_dump reads in one REPEATABLE READ transaction) and pg_restore. PGlite: its data
 * directory as a tar, dumped by the process that holds it (the running shop, through the command channel, or this
 * one when none runs), and loaded into an empty data directory.
 */
import { spawn } from 'node:child_process';
import { openAsBlob } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openPglite } from '../../db/pglite';
import type { Db } from '../../db/types';

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => reject(new Error(`${command} could not start (is the PostgreSQL client installed?): ${error.message}`)));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

export const dumpPostgres = (databaseUrl: string, file: string) => run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${databaseUrl}`]);

export const restorePostgres = (databaseUrl: string, file: string) =>
  run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${databaseUrl}`, file]);

/** The PGlite behind a Drizzle handle, or undefined on PostgreSQL. */
export function pgliteOf(db: Db): PGlite | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client && typeof (client as PGlite).dumpDataDir === 'function' ? (client as PGlite) : undefined;
}

export async function dumpPglite(client: PGlite, file: string): Promise<void> {
  const dump = await client.dumpDataDir('none');
  // Written whole (in 512 KB writes), not streamed in 64 KB chunks: in the running shop each step of the write waits
  // behind the shoppers' queries on the main thread, so fewer steps make a backup minutes shorter under load.
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
}

/** Loads a dumped PGlite into `dataDir`, which must hold no database yet. */
export async function restorePglite(dataDir: string, file: string): Promise<void> {
  const database = await openPglite(dataDir, { from: await openAsBlob(file) });
  await database.close();
}

/** Rows of a raw query: both drivers answer `{ rows }`, which Drizzle's shared type does not say. */
const rowsOf = async <Row>(db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** The server's version and the migrations applied, for the manifest. */
export async function describeDatabase(db: Db): Promise<{ serverVersion: string; migrations: number; lastMigrationAt: string | null }> {
  const [version] = await rowsOf<{ server_version: string }>(db, sql`SHOW server_version`);
  const [migrations] = await rowsOf<{ count: number; last: string | null }>(
    db,
    sql`SELECT count(*)::int AS count, max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
  );
  return {
    serverVersion: version?.server_version ?? 'unknown',
    migrations: migrations?.count ?? 0,
    lastMigrationAt: migrations?.last ? new Date(Number(migrations.last)).toISOString() : null,
  };
}
