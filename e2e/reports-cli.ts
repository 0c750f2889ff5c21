import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { E2E_DATA_DIR } from './e2e-env';

const root = path.resolve(import.meta.dirname, '..');

/**
 * `npm run retention -- --today` against the e2e shop, as an operator runs it: the embedded shop holds its data
 * directory, so the command goes through its command channel. Counts today so far into the owner reports.
 */
export function rollUpToday(): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'api/src/ops/retention-cli.ts', '--today'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: E2E_DATA_DIR },
    encoding: 'utf8',
  });
}
