import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { E2E_DATA_DIR, E2E_MF_DIR } from './e2e-env';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The operator's CLI (`npm run mf`), pointed at the e2e server's copy of /mf. The e2e shop runs on PGlite, so
 * its versions are the files there, whatever DATABASE_URL this run has. DATA_DIR: the shop's own keys (generated
 * beside its data on the first run) sign the override links it checks.
 */
export function mf(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'scripts/mf-cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', MF_DIR: E2E_MF_DIR, DATA_DIR: E2E_DATA_DIR },
    encoding: 'utf8',
  });
}
