/**
 * The file side of a backup, after the database's dump is in the staging folder: the keys file and the remote
 * versions' folders copied beside it, every file's checksum in the manifest, and the whole packed into the archive
 * (under another name, renamed when whole: a crash never leaves a half archive that looks complete). It runs in a
 * thread of its own (pack-in-thread.ts): it is thousands of small file steps, and in the embedded shop each would
 * otherwise wait behind the shoppers' queries on the main thread.
 */
import { existsSync } from 'node:fs';
import { copyFile, cp, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { packFolder } from './archive-file';
import { describeFiles, MANIFEST_FILE, REMOTES_DIR, SECRETS_FILE, type BackupManifest } from './manifest';

export type PackJob = {
  staging: string;
  /** The generated keys file, when the shop has one. */
  secretsFile: string | null;
  mfDir: string;
  manifest: Omit<BackupManifest, 'files'>;
  /** The archive to write. */
  file: string;
};

export type PackResult = { manifest: BackupManifest; size: number };

export async function packStaging(job: PackJob): Promise<PackResult> {
  if (job.secretsFile && existsSync(job.secretsFile)) await copyFile(job.secretsFile, path.join(job.staging, SECRETS_FILE));
  if (existsSync(job.mfDir)) await cp(job.mfDir, path.join(job.staging, REMOTES_DIR), { recursive: true });
  const manifest: BackupManifest = { ...job.manifest, files: await describeFiles(job.staging) };
  await writeFile(path.join(job.staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  await packFolder(job.staging, `${job.file}.partial`);
  await rename(`${job.file}.partial`, job.file);
  // The staging folder's thousands of files are removed here too, not by the main thread.
  await rm(job.staging, { recursive: true, force: true });
  return { manifest, size: (await stat(job.file)).size };
}
