/**
 * The server Playwright starts: a fresh copy of dist/mf and a fresh embedded database in a temporary folder,
 * then the real API (the same server.ts as `npm start`).
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { E2E_ANALYTICS_PORT, E2E_DATA_DIR, E2E_DIR, E2E_MF_DIR, E2E_PORT } from './e2e-env';
import { createE2eAdmin } from './staff-admin';

const root = path.resolve(import.meta.dirname, '..');
rmSync(E2E_DIR, { recursive: true, force: true });
cpSync(path.join(root, 'dist/mf'), E2E_MF_DIR, { recursive: true });

Object.assign(process.env, {
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  ANALYTICS_PORT: String(E2E_ANALYTICS_PORT),
  MF_DIR: E2E_MF_DIR,
  DATA_DIR: E2E_DATA_DIR,
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  // Every journey registers from the same address; the per-address limit is the API tests' business.
  REGISTER_MAX_PER_IP: '500',
  // The canary judge at a pace a test's browsers can feed (tests/canary-judge.spec.ts); the shop's defaults are 30s and 200.
  CANARY_JUDGE_INTERVAL: '1s',
  CANARY_MIN_PAGE_LOADS: '12',
});
// The first admin, made before the shop holds the embedded database (as staff would with `npm run staff`).
await createE2eAdmin();
await import('../api/src/server');
