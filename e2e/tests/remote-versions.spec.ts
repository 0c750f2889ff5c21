import { expect, test } from '../shop-test';
import type { Browser, Page } from '@playwright/test';
import { canaryBucket } from '../../api/src/modules/remote-versions/browser-manifest';
import { BASE_URL } from '../e2e-env';
import { mf } from '../mf-cli';

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

/** A browser whose canary id puts it on (or off) a canary of `percent` % of mf_help_service. */
async function browserOnCanary(browser: Browser, percent: number, onCanary: boolean) {
  let id = '';
  for (let i = 0; !id; i += 1) {
    const candidate = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    if ((canaryBucket(candidate, 'mf_help_service') < percent) === onCanary) id = candidate;
  }
  const context = await browser.newContext({ baseURL: BASE_URL });
  await context.addCookies([{ name: 'mf_canary', value: id, url: BASE_URL }]);
  const page = await context.newPage();
  // Every file of the remote this page load fetched, to prove one page load never mixes two versions.
  const versionsFetched = new Set<string>();
  page.on('request', (request) => {
    const version = /\/mf\/mf_help_service\/([^/]+)\//.exec(request.url())?.[1];
    if (version) versionsFetched.add(version);
  });
  return { context, page, versionsFetched };
}

test('a canary serves the new version to its share of browsers, each always the same; a staff link pins one', async ({ browser }) => {
  test.setTimeout(120_000);
  // The first test released 1.0.1 and rolled back to 1.0.0.
  expect(mf('canary', 'mf_help_service', '1.0.1', '--percent', '30')).toContain('30 %');
  const early = await browserOnCanary(browser, 30, true);
  const others = await browserOnCanary(browser, 30, false);
  try {
    for (let load = 0; load < 2; load += 1) {
      await early.page.goto('/zh/about');
      await others.page.goto('/zh/about');
      await expect(area(early.page)).toHaveAttribute('data-mf-version', '1.0.1');
      await expect(area(others.page)).toHaveAttribute('data-mf-version', '1.0.0');
    }
    expect([...early.versionsFetched]).toEqual(['1.0.1']);
    expect([...others.versionsFetched]).toEqual(['1.0.0']);
    // A page the browser renders itself reads the manifest: the same side of the canary.
    expect((await (await early.page.request.get('/mf/manifest.json')).json()).remotes.mf_help_service.version).toBe('1.0.1');

    // Staff open a signed link: that browser alone gets the version named, until the override is cleared.
    const link = new URL(mf('override-link', 'mf_help_service', '1.0.1', '--hours', '1').split('\n')[0]!);
    await others.page.goto(`${link.pathname}${link.search}`);
    await others.page.goto('/zh/about');
    await expect(area(others.page)).toHaveAttribute('data-mf-version', '1.0.1');
    await others.page.goto('/mf/override?clear=1');
    await others.page.goto('/zh/about');
    await expect(area(others.page)).toHaveAttribute('data-mf-version', '1.0.0');

    // Promotion ends the canary: everyone gets 1.0.1. Rolling back returns everyone to 1.0.0.
    mf('promote', 'mf_help_service', '1.0.1');
    await others.page.goto('/zh/about');
    await expect(area(others.page)).toHaveAttribute('data-mf-version', '1.0.1');
    mf('rollback', 'mf_help_service');
    await early.page.goto('/zh/about');
    await expect(area(early.page)).toHaveAttribute('data-mf-version', '1.0.0');
    expect(mf('history', 'mf_help_service')).toMatch(/canary\s+1\.0\.0 → 1\.0\.1 \(30 %\)/);
  } finally {
    await early.context.close();
    await others.context.close();
  }
});
