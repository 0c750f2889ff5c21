import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Until a server-rendered page has hydrated, its controls are only HTML: a choice made in a select or a box
 * ticked then is lost (a link still works, as a full page load). Shoppers rarely beat the scripts; a test always
 * does. The shell marks the root `data-hydrated` once React has taken over.
 */
export async function waitForShop(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !root || !root.hasAttribute('data-ssr') || root.hasAttribute('data-hydrated');
  });
}

/** Playwright's `test` whose `page.goto` and `page.reload` return once the page is the shop's to use. */
export const test = base.extend({
  // (Playwright calls the second argument `use`; named otherwise so the React hooks lint leaves it alone.)
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await waitForShop(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await waitForShop(page);
      return response;
    };
    await provide(page);
  },
});
