import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Versions of a remote that have been released: a folder /mf/<remote>/<version>/ with its mf-manifest.json,
 * oldest first. The files are the release; the stores only decide which of them browsers get.
 */
export function releasedVersions(mfDir: string, remote: string): string[] {
  const dir = path.join(mfDir, remote);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((version) => existsSync(path.join(dir, version, 'mf-manifest.json')))
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
}
