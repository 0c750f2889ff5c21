// Test helpers for the console's component tests (used by *.test.tsx only, never by the remote's code): a page rendered
// in the shop with a staff member signed in, and the API faked per test with createFakeAdapter.
import type { ReactNode } from 'react';
import { renderInShop as renderInShopAt, type ShopOptions } from '@labmall/shared/testing/render-in-shop';
import { appStore } from '@labmall/shared/store/app-store';
import { createFakeAdapter } from '@labmall/shared/api/test-adapter';

export { currentUrl, goInHistory } from '@labmall/shared/testing/render-in-shop';

/** Signs in a user holding `scope` (beside the shopper's `user`), as the shell's store would after sign-in. */
export function signInStaff(...scope: string[]) {
  appStore.getState().setAuthUser({ account: 'staff@labmall.test', scope: ['user', ...scope] });
}

/** Renders `ui` in the shop (real texts, the router); the router starts at the console's home unless `url` says otherwise. */
export const renderInShop = (ui: ReactNode, options: ShopOptions = {}) => renderInShopAt(ui, options, '/backoffice');

/**
 * After a test: a call still on its way (a list read again after a save) fails as offline instead of reaching
 * the real network, which jsdom would try.
 */
export const offlineAdapter = createFakeAdapter(() => 'network').adapter;
