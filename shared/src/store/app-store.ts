import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
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

// The server renders many pages at once, each in its own language and state: it gives each render a store of
// its own. In the browser there is no provider and every component reads the page's one store.
const AppStoreContext = createContext<StoreApi<AppState> | null>(null);

/** Server rendering only: the store of one request. */
export function AppStoreProvider({ store, children }: { store: StoreApi<AppState>; children: ReactNode }) {
  return createElement(AppStoreContext.Provider, { value: store }, children);
}

/**
 * A slice of the store, re-rendering when it changes. Not zustand's `useStore`: that gives React the store's
 * *initial* state as the server snapshot, while the server's request store and the hydrating browser store
 * both hold the page's real state (language, theme) by the time they render.
 */
export function useAppStore<T>(selector: (state: AppState) => T): T {
  const store = useContext(AppStoreContext) ?? appStore;
  const snapshot = () => selector(store.getState());
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}
