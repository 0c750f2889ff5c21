import path from 'node:path';
import { DIST_DIR } from '../../rspack.base';

/** Where remote versions and the manifest live (MF_DIR moves them, e.g. for e2e on a copy). */
export function mfDir(): string {
  return path.resolve(process.env.MF_DIR || path.join(DIST_DIR, 'mf'));
}

export function shellOutputDir(): string {
  return path.resolve(process.env.SHELL_DIR || path.join(DIST_DIR, 'shell'));
}

/** The shell's server renderer (SHELL_SERVER_DIR moves it). */
export function shellServerOutputDir(): string {
  return path.resolve(process.env.SHELL_SERVER_DIR || path.join(DIST_DIR, 'shell-server'));
}

export function remoteOutputDir(name: string, version: string): string {
  return path.join(mfDir(), name, version);
}
