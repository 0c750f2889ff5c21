import { beforeEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { appStore } from '@labmall/shared/store/app-store';
import { chooseTheme, initTheme, readThemeChoice } from './theme';

function mockSystem(dark: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({ matches: dark, addEventListener: vi.fn() }) as unknown as typeof window.matchMedia;
}

describe('theme', () => {
  beforeEach(() => {
    Cookies.remove('theme', { path: '/' });
    Cookies.remove('themeAuto', { path: '/' });
    mockSystem(false);
  });

  it('is dark by default', () => {
    initTheme();
    expect(readThemeChoice()).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(appStore.getState().theme).toEqual({ theme: 'dark', themeAuto: false });
  });

  it('keeps light in the theme cookie', () => {
    chooseTheme('light');
    expect(Cookies.get('theme')).toBe('light');
    expect(Cookies.get('themeAuto')).toBe('0');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('follows the system on auto', () => {
    mockSystem(false);
    chooseTheme('auto');
    expect(Cookies.get('themeAuto')).toBe('1');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(appStore.getState().theme.themeAuto).toBe(true);
    mockSystem(true);
    chooseTheme('auto');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
