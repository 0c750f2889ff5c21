/**
 * Brings a backup archive back into an empty target: the DATA_DIR (PGlite) or the database at DATABASE_URL
 * (PostgreSQL) the configuration names, its keys file and MF_DIR. It checks everything before writing anything:
 * the archive's checksums, that its database suits the target, and that the target is empty and no shop runs on it.
 * It never overwrites a live shop.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chmod, copyFile, cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../../config';
import { secretsFileOf } from '../../config-secrets';
import { lockHolder } from '../../db/data-dir-lock';
import { unpackArchive } from './archive-file';
import { restorePglite, restorePostgres } from './database-dump';
import { DATABASE_FILES, MANIFEST_FILE, manifestProblems, REMOTES_DIR, SECRETS_FILE, type BackupManifest } from './manifest';

/** A refusal: nothing was written. Its message says why and what to do. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

async function tablesIn(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')",
    );
    return result.rows[0]!.count;
  } finally {
    await client.end();
  }
}

async function refuseLiveTarget(manifest: BackupManifest, config: Config): Promise<void> {
  if (manifest.database.kind === 'postgres') {
    if (!config.databaseUrl) throw new RestoreRefused('this archive holds a PostgreSQL database: set DATABASE_URL to the empty database to restore it into');
    const tables = await tablesIn(config.databaseUrl);
    if (tables > 0) throw new RestoreRefused(`the database at DATABASE_URL already holds ${tables} table(s): restore only into an empty database (createdb a new one)`);
    return;
  }
  if (config.databaseUrl) throw new RestoreRefused('this archive holds an embedded (PGlite) database: unset DATABASE_URL and set DATA_DIR to an empty folder');
  if (config.dataDir === ':memory:') throw new RestoreRefused('DATA_DIR=:memory: keeps nothing: set DATA_DIR to an empty folder');
  const holder = lockHolder(config.dataDir);
  if (holder !== undefined) throw new RestoreRefused(`DATA_DIR ${config.dataDir} is in use by a running shop (pid ${holder}): stop it, and restore into an empty folder`);
  const database = path.join(config.dataDir, 'pglite');
  if (existsSync(database) && readdirSync(database).length > 0) throw new RestoreRefused(`DATA_DIR ${config.dataDir} already holds a database: restore only into an empty folder (move this one aside first)`);
}

export type RestoreResult = { manifest: BackupManifest; seconds: number };

export async function restoreBackup(archive: string, config: Config): Promise<RestoreResult> {
  const started = Date.now();
  if (!existsSync(archive)) throw new RestoreRefused(`${archive}: no such file`);
  const unpacked = await mkdtemp(path.join(os.tmpdir(), 'labmall-restore-'));
  try {
    try {
      await unpackArchive(path.resolve(archive), unpacked);
    } catch (error) {
      throw new RestoreRefused(`${archive} cannot be unpacked (damaged or not a backup): ${(error as Error).message}`);
    }
    if (!existsSync(path.join(unpacked, MANIFEST_FILE))) throw new RestoreRefused(`${archive} has no ${MANIFEST_FILE}: not a backup of this shop`);
    const manifest = JSON.parse(readFileSync(path.join(unpacked, MANIFEST_FILE), 'utf8')) as BackupManifest;
    const problems = await manifestProblems(unpacked, manifest);
    if (problems.length > 0) throw new RestoreRefused(`${archive} is not whole; nothing was restored:\n  ${problems.join('\n  ')}`);
    await refuseLiveTarget(manifest, config);

    const dump = path.join(unpacked, DATABASE_FILES[manifest.database.kind]);
    if (manifest.database.kind === 'postgres') await restorePostgres(config.databaseUrl, dump);
    else {
      await mkdir(config.dataDir, { recursive: true });
      await restorePglite(config.dataDir, dump);
    }
    // The target was empty, so a keys file beside it (made when this configuration was loaded) signs nothing yet.
    if (existsSync(path.join(unpacked, SECRETS_FILE)) && config.dataDir !== ':memory:') {
      await copyFile(path.join(unpacked, SECRETS_FILE), secretsFileOf(config.dataDir));
      await chmod(secretsFileOf(config.dataDir), 0o600);
    }
    // The archive's deployment files say which versions were live; a fresh build's folders stay beside them.
    if (existsSync(path.join(unpacked, REMOTES_DIR))) await cp(path.join(unpacked, REMOTES_DIR), config.mfDir, { recursive: true, force: true });
    return { manifest, seconds: (Date.now() - started) / 1000 };
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}
