import { defineConfig } from 'vitest/config';

// One vitest run for the whole repository: browser-side code in jsdom, the API in node.
export default defineConfig({
  test: {
    // Three files at a time on a 2-core machine: much of an API test is waiting on PostgreSQL, and a third
    // worker keeps both cores busy (a run takes about 11 minutes instead of 15 with one worker per core less).
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['shared/src/**/*.test.{ts,tsx}', 'shell/src/**/*.test.{ts,tsx}', 'mf-*/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./scripts/vitest-web-setup.ts'],
          // A test may wait several times, each wait up to 15 s under load (vitest-web-setup.ts): the default 5 s for
          // the whole test made a four-step journey fail on a loaded CI machine although every step succeeded.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['api/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 150_000,
          pool: 'forks',
          // Migrates and seeds once per run; each test app starts from a copy (api/src/test/database-templates.ts).
          globalSetup: ['./api/src/test/database-templates.ts'],
        },
      },
    ],
  },
});
