import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '../shop-test';
import type { Page } from '@playwright/test';
import { E2E_MF_DIR } from '../e2e-env';

const root = path.resolve(import.meta.dirname, '../..');

/** The operator's CLI, pointed at the e2e server's copy of /mf. */
function mf(...args: string[]): string {
  return execFileSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/mf-cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, MF_DIR: E2E_MF_DIR },
    encoding: 'utf8',
  });
}

const area = (page: Page) => page.locator('[data-mf-remote="mf_help_service"]');

/** The shell's entry scripts as the server's HTML names them (chunks loaded later vary with timing). */
async function shellEntryScripts(page: Page): Promise<string[]> {
  const html = await (await page.request.get('/zh/about')).text();
  return [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]!);
}

// It changes the operator's manifest: a second attempt would start from the state the first one left.
test.describe.configure({ retries: 0 });

test('a promotion reaches shoppers on their next page load, and a rollback undoes it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/zh/about');
  await expect(area(page)).toHaveAttribute('data-mf-version', '1.0.0');
  const shellScripts = await shellEntryScripts(page);
  expect(shellScripts.length).toBeGreaterThan(0);

  mf('release', 'mf_help_service', '--version', '1.0.1');
  // Released but not promoted: shoppers still get 1.0.0.
  await page.reload();
  await expect(area(page)).toHaveAttribute('data-mf-version', '1.0.0');

  mf('promote', 'mf_help_service', '1.0.1');
  // The server renders with the promoted version at once too (no restart).
  expect(await (await page.request.get('/zh/about')).text()).toContain('data-mf-version="1.0.1"');
  await page.reload();
  await expect(area(page)).toHaveAttribute('data-mf-version', '1.0.1');
  // Same shell files: nothing but the manifest changed.
  expect(await shellEntryScripts(page)).toEqual(shellScripts);

  expect(mf('list')).toMatch(/mf_help_service\s+live 1\.0\.1/);
  mf('rollback', 'mf_help_service');
  await page.reload();
  await expect(area(page)).toHaveAttribute('data-mf-version', '1.0.0');
});
