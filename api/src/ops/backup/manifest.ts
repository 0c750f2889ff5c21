/**
 * The manifest of a backup archive (`manifest.json` at its root): what the archive holds, from which shop, and the
 * SHA-256 and size of every file, checked before anything is restored.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export const BACKUP_FORMAT = 'labmall-backup/1';
export const MANIFEST_FILE = 'manifest.json';
/** The database's file in the archive, by kind: pg_dump's custom format, or PGlite's data directory as a tar. */
export const DATABASE_FILES = { postgres: 'database.pgdump', pglite: 'database.pglite.tar' } as const;
/** The generated keys file (config-secrets.ts), when the shop has one. */
export const SECRETS_FILE = 'secrets.json';
/** The remote versions' folders and their deployment files (MF_DIR). */
export const REMOTES_DIR = 'mf';

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  app: { version: string; commit: string | null };
  database: { kind: 'postgres' | 'pglite'; serverVersion: string; migrations: number; lastMigrationAt: string | null };
  files: Array<{ path: string; size: number; sha256: string }>;
};

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  // Chunks of 1 MB: each update is short, so a backup taken inside the running shop never holds its loop long.
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every file under `root`, as paths relative to it with forward slashes, sorted. */
export async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

export async function describeFiles(root: string): Promise<BackupManifest['files']> {
  const files: BackupManifest['files'] = [];
  for (const file of await filesUnder(root)) {
    if (file === MANIFEST_FILE) continue;
    const full = path.join(root, file);
    files.push({ path: file, size: (await stat(full)).size, sha256: await sha256Of(full) });
  }
  return files;
}

/** Why an unpacked archive cannot be trusted, one line per problem; empty when every file is as the manifest says. */
export async function manifestProblems(root: string, manifest: BackupManifest): Promise<string[]> {
  if (manifest.format !== BACKUP_FORMAT) return [`not a ${BACKUP_FORMAT} archive (format ${JSON.stringify(manifest.format)})`];
  const problems: string[] = [];
  const listed = new Set(manifest.files.map((f) => f.path));
  const present = (await filesUnder(root)).filter((file) => file !== MANIFEST_FILE);
  for (const file of present) if (!listed.has(file)) problems.push(`${file}: in the archive but not in its manifest`);
  const found = new Set(present);
  for (const file of manifest.files) {
    if (!found.has(file.path)) {
      problems.push(`${file.path}: missing`);
      continue;
    }
    const full = path.join(root, file.path);
    if ((await stat(full)).size !== file.size) problems.push(`${file.path}: ${(await stat(full)).size} bytes, the manifest says ${file.size}`);
    else if ((await sha256Of(full)) !== file.sha256) problems.push(`${file.path}: its SHA-256 is not the manifest's (the file changed or is damaged)`);
  }
  if (!manifest.files.some((f) => f.path === DATABASE_FILES[manifest.database.kind])) problems.push(`${DATABASE_FILES[manifest.database.kind]}: the database is not in the archive`);
  return problems;
}
