import { describe, expect, it } from 'vitest';
import { createAppStore } from './app-store';

describe('app store (spec §3)', () => {
  it('holds exactly the spec slices with their fields and defaults', () => {
    const state = createAppStore().getState();
    const slices = Object.keys(state).filter((key) => typeof (state as unknown as Record<string, unknown>)[key] !== 'function');
    expect(slices.sort()).toEqual(['auth', 'global', 'home', 'language', 'navigation', 'orderData', 'product', 'theme', 'user']);
    expect(state.user).toEqual({ userToken: '', userInfo: null });
    expect(state.auth).toEqual({ user: null, loggedIn: false, strategy: 'local', busy: false });
    expect(state.navigation).toEqual({ navList: [], breadcrumb: [], navIndex: -1 });
    expect(Object.keys(state.home).sort()).toEqual(['carouselData', 'metaKeyword', 'newProductData', 'recommendData', 'serviceImgData']);
    expect(state.product).toEqual({ categoryAll: [], cartInfo: [] });
    expect(state.language).toEqual({ language: '1', languageJSON: {} });
    expect(state.orderData).toEqual([]);
    expect(state.theme).toEqual({ theme: 'dark', themeAuto: false });
    expect(state.global).toEqual({ loginDialogVisible: false, apiHasAuth: false });
  });

  it('is logged in exactly while a user record is present', () => {
    const store = createAppStore();
    store.getState().setAuthUser({ id: 1, scope: ['order'] });
    expect(store.getState().auth.loggedIn).toBe(true);
    store.getState().setAuthUser(null);
    expect(store.getState().auth.loggedIn).toBe(false);
  });

  it('resets the cart to an empty list when the cart call brought nothing (spec §4)', () => {
    const store = createAppStore();
    store.getState().setCartInfo([{ id: 1 }]);
    store.getState().setCartInfo(undefined);
    expect(store.getState().product.cartInfo).toEqual([]);
  });

  it('changes one slice without touching the others', () => {
    const store = createAppStore();
    const before = store.getState().theme;
    store.getState().setLanguage('3');
    expect(store.getState().language.language).toBe('3');
    expect(store.getState().theme).toBe(before);
  });
});
