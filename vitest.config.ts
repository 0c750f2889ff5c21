import { defineConfig } from 'vitest/config';

// One vitest run for the whole repository: browser-side code in jsdom, the API in node.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['shared/src/**/*.test.{ts,tsx}', 'shell/src/**/*.test.{ts,tsx}', 'mf-*/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./scripts/vitest-web-setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['api/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 150_000,
          pool: 'forks',
          // Migrates and seeds once per run; each test app starts from a copy (api/src/test/database-templates.ts).
          globalSetup: ['./api/src/test/database-templates.ts'],
        },
      },
    ],
  },
});
