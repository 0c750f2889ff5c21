// Test helpers for the points mall's component tests (used by *.test.tsx only, never by the remote's code); the
// API is faked per test with createFakeAdapter.
import type { ReactNode } from 'react';
import { renderInShop as renderInShopAt, type ShopOptions } from '@labmall/shared/testing/render-in-shop';

export { currentUrl, goInHistory } from '@labmall/shared/testing/render-in-shop';

/** Renders `ui` in the shop (real texts, the router); the router starts at the mall's home unless `url` says otherwise. */
export const renderInShop = (ui: ReactNode, options: ShopOptions = {}) => renderInShopAt(ui, options, '/pointsMall');
