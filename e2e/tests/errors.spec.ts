import { expect, test } from '../shop-test';

test.describe('error pages (spec §2, §8)', () => {
  test('an unknown path answers 404 and shows the not-found page with a way home', async ({ page }) => {
    const response = await page.goto('/en/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
    await expect(page.locator('.error-image')).toHaveAttribute('data-image', '404');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
  });

  test('a path whose parameter fails validation is a 404 too', async ({ page }) => {
    const response = await page.goto('/zh/product/not-a-number');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('页面未找到');
  });

  test('redirect routes go to their child with the query kept', async ({ page }) => {
    await page.goto('/zh/studyEnjoy?from=menu');
    await expect(page).toHaveURL(/\/zh\/studyEnjoy\/guide\?from=menu$/);
    await page.goto('/zh/activity/customForm?formId=3');
    await expect(page).toHaveURL(/\/zh\/activity\/commonForm\?formId=3$/);
  });
});
