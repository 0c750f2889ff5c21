import { defineConfig } from '@playwright/test';
import { BASE_URL, E2E_PORT } from './e2e-env';

/** Journeys against the production build served by the API, in the system Chromium (no browser download). */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Assertions wait for an outcome, not a time: 15 s (default 5) holds on a loaded two-core machine, like the
  // component tests' findBy/waitFor (scripts/vitest-web-setup.ts), and costs nothing when the outcome comes at once.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node --import tsx e2e/serve.ts',
    cwd: '..',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: { E2E_PORT: String(E2E_PORT) },
  },
});
