/**
 * Writes one backup archive of everything the shop needs to come back (docs/operations.md "Backups"): the database
 * (uploaded pictures and files, content files and published remote archives live in it), the generated keys file,
 * and the remote versions' folders with their deployment files (MF_DIR). Runs in the process that holds the
 * database: the command line on PostgreSQL, the running shop on PGlite (through its command channel).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, copyFile, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { secretsFileOf } from '../../config-secrets';
import type { Db } from '../../db/types';
import { packFolder } from './archive-file';
import { describeDatabase, dumpPglite, dumpPostgres, pgliteOf } from './database-dump';
import { BACKUP_FORMAT, DATABASE_FILES, describeFiles, MANIFEST_FILE, REMOTES_DIR, SECRETS_FILE, type BackupManifest } from './manifest';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

function appVersion(): BackupManifest['app'] {
  const version = (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;
  let commit: string | null = null;
  try {
    commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() || null;
  } catch {
    // Not a git checkout (an unpacked release): the version alone says what wrote the backup.
  }
  return { version, commit };
}

/** 2026-11-28T06:30:05.123Z → labmall-20261128-063005.tar.gz (UTC, sorts by time). */
export const archiveNameAt = (at: Date) => `labmall-${at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}.tar.gz`;

export type BackupResult = { file: string; size: number; seconds: number; manifest: BackupManifest };

export async function createBackup(db: Db, config: Config, options: { to?: string; now?: Date } = {}): Promise<BackupResult> {
  const started = Date.now();
  const at = options.now ?? new Date();
  const to = path.resolve(options.to ?? config.backup.dir);
  await mkdir(to, { recursive: true });
  // The staging folder sits in the target folder: the archive's parts never cross file systems.
  const staging = await mkdtemp(path.join(to, '.staging-'));
  try {
    const pglite = pgliteOf(db);
    const kind = pglite ? 'pglite' : 'postgres';
    const database = await describeDatabase(db);
    if (pglite) await dumpPglite(pglite, path.join(staging, DATABASE_FILES.pglite));
    else await dumpPostgres(config.databaseUrl, path.join(staging, DATABASE_FILES.postgres));
    if (config.dataDir !== ':memory:' && existsSync(secretsFileOf(config.dataDir))) await copyFile(secretsFileOf(config.dataDir), path.join(staging, SECRETS_FILE));
    if (existsSync(config.mfDir)) await cp(config.mfDir, path.join(staging, REMOTES_DIR), { recursive: true });

    const manifest: BackupManifest = { format: BACKUP_FORMAT, createdAt: at.toISOString(), app: appVersion(), database: { kind, ...database }, files: await describeFiles(staging) };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    const file = path.join(to, archiveNameAt(at));
    // Written under another name and renamed when whole: a crash never leaves a half archive that looks complete.
    await packFolder(staging, `${file}.partial`);
    await rename(`${file}.partial`, file);
    return { file, size: (await stat(file)).size, seconds: (Date.now() - started) / 1000, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
