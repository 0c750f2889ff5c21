/**
 * Writes one backup archive of everything the shop needs to come back (docs/operations.md "Backups"): the database
 * (uploaded pictures and files, content files and published remote archives live in it), the generated keys file,
 * and the remote versions' folders with their deployment files (MF_DIR). Runs in the process that holds the
 * database: the command line on PostgreSQL, the running shop on PGlite (through its command channel).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { secretsFileOf } from '../../config-secrets';
import type { Db } from '../../db/types';
import { describeDatabase, dumpPglite, dumpPostgres, pgliteOf } from './database-dump';
import { BACKUP_FORMAT, DATABASE_FILES, type BackupManifest } from './manifest';
import { packInThread } from './pack-in-thread';

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
    const file = path.join(to, archiveNameAt(at));

    const { manifest, size } = await packInThread({
      staging,
      secretsFile: config.dataDir === ':memory:' ? null : secretsFileOf(config.dataDir),
      mfDir: config.mfDir,
      manifest: { format: BACKUP_FORMAT, createdAt: at.toISOString(), app: appVersion(), database: { kind, ...database } },
      file,
    });
    return { file, size, seconds: (Date.now() - started) / 1000, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
