import { expect, test } from '../shop-test';
import type { Page } from '@playwright/test';
import { newAccount, signIn } from '../accounts';

interface ShareEntry { from: string; useIn: string[]; loaded?: boolean }

/** Reads the Module Federation share scope the page actually ended up with. */
async function sharedModule(page: Page, name: string): Promise<Record<string, ShareEntry>> {
  return page.evaluate((moduleName) => {
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>> } }).__FEDERATION__.__SHARE__;
    const merged: Record<string, ShareEntry> = {};
    for (const scopes of Object.values(share)) {
      for (const [version, entry] of Object.entries(scopes.default?.[moduleName] ?? {})) {
        merged[version] = { from: entry.from, useIn: entry.useIn };
      }
    }
    return merged;
  }, name);
}

test('the shell and the remotes use one instance of the store, React and the router', async ({ page, request }) => {
  // Signed in: the cart remote's header fragment is loaded for shoppers who have a cart.
  await page.goto('/en/login');
  await signIn(page.locator('main'), await newAccount(request));
  await expect(page).toHaveURL(/\/en\/$/);
  await page.goto('/en/help');
  await expect(page.locator('[data-mf-remote="mf_help_service"]')).toBeVisible();
  await expect(page.locator('[data-mini-cart]')).toBeVisible(); // the cart remote's header fragment

  const store = await sharedModule(page, '@labmall/shared/store/app-store');
  expect(Object.keys(store)).toHaveLength(1);
  const [storeEntry] = Object.values(store);
  expect(storeEntry!.from).toBe('shell');
  expect(storeEntry!.useIn).toEqual(expect.arrayContaining(['shell', 'mf_cart_checkout']));

  for (const name of ['react', 'react-dom', '@labmall/shared/router', 'i18next', '@labmall/shared/i18n/react', 'zustand/vanilla']) {
    const versions = await sharedModule(page, name);
    expect(Object.keys(versions), name).toHaveLength(1);
    expect(Object.values(versions)[0]!.from, name).toBe('shell');
  }

  // The remote page's title reached the shell's breadcrumb through that one store.
  await page.goto('/en/help/questionDetail?id=1&name=How%20to%20calibrate%20a%20BTS');
  await expect(page.locator('.breadcrumb [aria-current="page"]')).toHaveText('How to calibrate a BTS');
});
