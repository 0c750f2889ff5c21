import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TarFile } from './tar';

/** True when this machine's MF_DIR holds the version (its mf-manifest.json marks a complete folder). */
export const isUnpacked = (mfDir: string, remote: string, version: string) => existsSync(path.join(mfDir, remote, version, 'mf-manifest.json'));

/**
 * Writes a verified release into MF_DIR/<remote>/<version>/ all at once: the files go to a hidden folder beside it,
 * which is then renamed, so a browser or a server render never sees half a version. Another process (a replica
 * on the same disk) that wins the race leaves its copy in place. Paths were checked by the archive's reader.
 */
export function unpackRelease(mfDir: string, remote: string, version: string, files: TarFile[]): boolean {
  if (isUnpacked(mfDir, remote, version)) return false;
  const target = path.join(mfDir, remote, version);
  const incoming = path.join(mfDir, remote, `.incoming-${version}-${randomUUID()}`);
  try {
    for (const file of files) {
      const to = path.join(incoming, file.path);
      mkdirSync(path.dirname(to), { recursive: true });
      writeFileSync(to, file.data);
    }
    // A folder without mf-manifest.json is an interrupted hand copy, not a release: it is replaced.
    if (existsSync(target) && !isUnpacked(mfDir, remote, version)) rmSync(target, { recursive: true, force: true });
    renameSync(incoming, target);
    return true;
  } catch (error) {
    if (isUnpacked(mfDir, remote, version)) return false;
    throw error;
  } finally {
    rmSync(incoming, { recursive: true, force: true });
  }
}
