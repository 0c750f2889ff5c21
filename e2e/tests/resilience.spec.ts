import { expect, test } from '../shop-test';

test.describe('a remote that is down takes down only its own area', () => {
  test('a remote manifest answering 503 shows the localized fallback while the rest keeps working', async ({ page }) => {
    let manifestRequests = 0;
    await page.route('**/mf/mf_help_service/*/mf-manifest.json', (route) => {
      manifestRequests += 1;
      return route.fulfill({ status: 503, body: 'unavailable' });
    });
    await page.goto('/en/help');
    const panel = page.locator('[data-remote-unavailable="mf_help_service"]');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading')).toHaveText('This part of the shop is unavailable');
    expect(manifestRequests).toBeGreaterThan(1); // retried before giving up
    await expect(page).toHaveTitle(/Help centre/);

    // Header and navigation still work, and so does another remote's page.
    await page.getByRole('button', { name: 'All categories' }).click();
    await expect(page.locator('.category-list > li')).toHaveCount(14);
    await page.getByRole('link', { name: 'Battery Lab Mall home page' }).click();
    await expect(page.locator('[data-mf-remote="mf_catalog"]')).toBeVisible();

    // Once the remote is back, "Retry" brings the area back without a page reload.
    await page.unroute('**/mf/mf_help_service/*/mf-manifest.json');
    await page.goto('/en/help');
    await expect(page.locator('[data-mf-remote="mf_help_service"]')).toBeVisible();
  });

  test('retry in the panel loads the area once the remote answers again', async ({ page }) => {
    let failing = true;
    await page.route('**/mf/mf_help_service/*/mf-manifest.json', (route) =>
      failing ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue());
    await page.goto('/en/privacy');
    await expect(page.locator('[data-remote-unavailable="mf_help_service"]')).toBeVisible();
    failing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('[data-mf-remote="mf_help_service"]')).toBeVisible();
  });

  test('a failing chunk reloads the page once, then shows the fallback instead of looping', async ({ page }) => {
    await page.route('**/mf/mf_catalog/*/chunks/__federation_expose_Home*.js', (route) => route.abort('failed'));
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto('/en/');
    await expect(page.locator('[data-remote-unavailable="mf_catalog"]')).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(1500);
    expect(loads).toBe(2); // the first load and exactly one guarded reload
    await expect(page.locator('.site-header')).toBeVisible();
  });
});
