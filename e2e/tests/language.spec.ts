import { expect, test } from '../shop-test';

test.describe('language prefix (spec §5)', () => {
  test('an unprefixed path is redirected under the default language with its query kept', async ({ page }) => {
    await page.goto('/category?title=Glove%20boxes&page=2');
    await expect(page).toHaveURL(/\/zh\/category\?title=Glove%20boxes&page=2$/);
    await expect(page.locator('h1')).toHaveText('Glove boxes');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('the redirect follows the language cookie', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'language', value: '2', url: baseURL! }]);
    await page.goto('/help?x=1');
    await expect(page).toHaveURL(/\/en\/help\?x=1$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a prefixed visit sets the language cookie, the state and <html lang>', async ({ page, context }) => {
    await page.goto('/jp/help');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.locator('h1')).toHaveText('ヘルプセンター');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'language')?.value).toBe('3');
    await expect(page).toHaveTitle(/ヘルプセンター/);
    const alternates = await page.locator('link[rel="alternate"]').evaluateAll((links) =>
      links.map((l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href')!).pathname}`));
    expect(alternates).toEqual(['zh /zh/help', 'en /en/help', 'ja /jp/help', 'ko /kr/help', 'x-default /zh/help']);
  });

  test('the language switcher keeps the current page and query', async ({ page }) => {
    await page.goto('/zh/category?title=abc');
    await page.getByRole('combobox', { name: '语言' }).selectOption('4');
    await expect(page).toHaveURL(/\/kr\/category\?title=abc$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  });
});
