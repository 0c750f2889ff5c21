import { describe, expect, it } from 'vitest';
import { accessDecision, resolveMiddleware, runGuards, type GuardContext } from './middleware';
import { isMobileUserAgent } from './mobile-user-agent';
import { PageError } from '@labmall/shared/routing/page-error';

const context = (overrides: Partial<GuardContext> = {}): GuardContext => ({
  path: '/activity/commonForm', search: new URLSearchParams('type=2&formId=17&x=1'), hasToken: false,
  loggedIn: false, busy: false, pageShown: true, user: null, isMobile: false, mobileFormUrl: 'https://m.example.test/form', ...overrides,
});

describe('route guards', () => {
  it('rejects an unknown middleware with a 500 naming it', () => {
    expect(() => resolveMiddleware(['mobileForm', 'nope'])).toThrowError(new PageError(500, 'Unknown middleware nope'));
    try { resolveMiddleware(['nope']); } catch (error) { expect((error as PageError).status).toBe(500); }
  });

  it('sends phones on form pages to the mobile form with type and formId only', () => {
    const decision = runGuards('public', ['mobileForm'], context({ isMobile: true }));
    expect(decision).toEqual({ kind: 'external', url: 'https://m.example.test/form?type=2&formId=17' });
  });

  it('keeps the page\'s language when the mobile form page is the shop\'s own (a path on this site)', () => {
    const own = runGuards('public', ['mobileForm'], context({ isMobile: true, mobileFormUrl: '/m/form', languageCode: '4' }));
    expect(own).toEqual({ kind: 'external', url: `${window.location.origin}/kr/m/form?type=2&formId=17` });
    const external = runGuards('public', ['mobileForm'], context({ isMobile: true, languageCode: '4' }));
    expect(external).toEqual({ kind: 'external', url: 'https://m.example.test/form?type=2&formId=17' });
  });

  it('lets desktop browsers stay on form pages', () => {
    expect(runGuards('public', ['mobileForm'], context())).toEqual({ kind: 'continue' });
  });

  it('opens the login dialog for a sign-in route reached by a link without a token', () => {
    expect(accessDecision('auth', context())).toEqual({ kind: 'login-dialog' });
  });

  it('sends a visitor who opened a sign-in route directly to the login page', () => {
    expect(accessDecision('auth', context({ pageShown: false }))).toEqual({ kind: 'login-page' });
  });

  it('lets a signed-in user through, and sends a token without a confirmed user to the login page', () => {
    expect(accessDecision('auth', context({ hasToken: true, loggedIn: true }))).toEqual({ kind: 'continue' });
    expect(accessDecision('auth', context({ hasToken: true, loggedIn: false }))).toEqual({ kind: 'login-page' });
  });

  it('sends a signed-in user without the route scope to the permission page (list or map scope)', () => {
    const signedIn = (scope: string[] | Record<string, boolean>) => context({ hasToken: true, loggedIn: true, user: { scope } });
    expect(accessDecision('auth', signedIn(['user']), ['invoice'])).toEqual({ kind: 'redirect', to: '/permission' });
    expect(accessDecision('auth', signedIn(['user', 'invoice']), ['invoice'])).toEqual({ kind: 'continue' });
    expect(accessDecision('auth', signedIn({ invoice: true }), ['invoice'])).toEqual({ kind: 'continue' });
    expect(accessDecision('auth', signedIn({ invoice: false }), ['invoice'])).toEqual({ kind: 'redirect', to: '/permission' });
  });

  it('reads a scope entry "a|b" as any of them (staff pages: their scope or admin; the console home: any staff scope)', () => {
    const signedIn = (scope: string[]) => context({ hasToken: true, loggedIn: true, user: { scope } });
    expect(accessDecision('auth', signedIn(['user', 'admin']), ['catalogue|admin'])).toEqual({ kind: 'continue' });
    expect(accessDecision('auth', signedIn(['user', 'orders']), ['catalogue|admin'])).toEqual({ kind: 'redirect', to: '/permission' });
    expect(accessDecision('auth', signedIn(['user', 'orders']), ['catalogue|orders|admin'])).toEqual({ kind: 'continue' });
    expect(accessDecision('auth', signedIn(['user']), ['catalogue|orders|admin'])).toEqual({ kind: 'redirect', to: '/permission' });
  });

  it('decides nothing while a sign-in is under way', () => {
    expect(accessDecision('auth', context({ hasToken: true, busy: true }))).toEqual({ kind: 'wait' });
    expect(accessDecision('guest', context({ hasToken: true, busy: true }))).toEqual({ kind: 'wait' });
    // A sign-in tried on the login page itself (no token yet) keeps the page, so its form keeps its state: a
    // refusal or the staff second-factor step is not lost to a remount.
    expect(accessDecision('guest', context({ hasToken: false, busy: true }))).toEqual({ kind: 'continue' });
  });

  it('sends a signed-in user away from guest-only pages to the remembered path', () => {
    expect(accessDecision('guest', context({ loggedIn: true }))).toEqual({ kind: 'return-after-login' });
    expect(accessDecision('guest', context())).toEqual({ kind: 'continue' });
  });

  it('skips every check on public pages', () => {
    expect(accessDecision('public', context({ loggedIn: true }))).toEqual({ kind: 'continue' });
  });

  it('tells phones from desktops and tablets', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0')).toBe(false);
    expect(isMobileUserAgent('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Mobile/15E148')).toBe(false);
  });
});
