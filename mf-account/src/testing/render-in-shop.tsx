// Test helpers for every feature of mf-account (used by *.test.tsx only, never by the remote's code); each
// feature's own fakes of the API stay in its `testing/` folder.
import type { ReactNode } from 'react';
import { renderInShop as renderInShopAt, type ShopOptions } from '@labmall/shared/testing/render-in-shop';

export { currentUrl, goInHistory } from '@labmall/shared/testing/render-in-shop';

/** Renders `ui` in the shop (real texts, the router); the router starts at the portal unless `url` says otherwise. */
export const renderInShop = (ui: ReactNode, options: ShopOptions = {}) => renderInShopAt(ui, options, '/user/portal');
