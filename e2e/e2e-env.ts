import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Where the e2e server keeps its own copy of the remotes and its own database, so promotions and data made by
 * the tests never touch dist/ or ./data. Computed from the port so config, server and tests agree.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);
export const E2E_ANALYTICS_PORT = E2E_PORT + 1;
export const E2E_DIR = path.join(tmpdir(), `labmall-e2e-${E2E_PORT}`);
export const E2E_MF_DIR = path.join(E2E_DIR, 'mf');
export const E2E_DATA_DIR = path.join(E2E_DIR, 'data');
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
