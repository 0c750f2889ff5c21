import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, ROOT_DIR, type RemoteName } from '../../rspack.base';

/** A remote's release version is its package.json version. */
export function remoteVersion(name: RemoteName): string {
  const pkg = JSON.parse(readFileSync(path.join(ROOT_DIR, REMOTES[name], 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

export const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
