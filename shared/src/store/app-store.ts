import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { createUserSlice, type UserSlice } from './slices/user-slice';
import { createAuthSlice, type AuthSlice } from './slices/auth-slice';
import { createNavigationSlice, type NavigationSlice } from './slices/navigation-slice';
import { createHomeSlice, type HomeSlice } from './slices/home-slice';
import { createProductSlice, type ProductSlice } from './slices/product-slice';
import { createLanguageSlice, type LanguageSlice } from './slices/language-slice';
import { createOrderDataSlice, type OrderDataSlice } from './slices/order-data-slice';
import { createThemeSlice, type ThemeSlice } from './slices/theme-slice';
import { createGlobalSlice, type GlobalSlice } from './slices/global-slice';

/** Exactly the client-state slices of spec §3. */
export type AppState = UserSlice & AuthSlice & NavigationSlice & HomeSlice & ProductSlice & LanguageSlice &
  OrderDataSlice & ThemeSlice & GlobalSlice;

export function createAppStore(): StoreApi<AppState> {
  return createStore<AppState>()((...a) => ({
    ...createUserSlice(...a),
    ...createAuthSlice(...a),
    ...createNavigationSlice(...a),
    ...createHomeSlice(...a),
    ...createProductSlice(...a),
    ...createLanguageSlice(...a),
    ...createOrderDataSlice(...a),
    ...createThemeSlice(...a),
    ...createGlobalSlice(...a),
  }));
}

/**
 * The one store of the page. Module Federation shares `@labmall/shared/` as a singleton, so the shell and every
 * remote import this very module instance and therefore this very store.
 */
export const appStore = createAppStore();

export function useAppStore<T>(selector: (state: AppState) => T): T {
  return useStore(appStore, selector);
}
