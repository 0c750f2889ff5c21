import { startTransition } from 'react';
import { loadRuntimeConfig, setRuntimeConfig } from '@labmall/shared/config/runtime-config';
import { getToken } from '@labmall/shared/auth/tokens';
import { appStore } from '@labmall/shared/store/app-store';
import { activateLanguage } from '@labmall/shared/i18n/i18n';
import { provideFragmentLoader } from './federation/provide-fragment-loader';
import { loadRemotePage, registerRemotesFromManifest } from './federation/remote-loader';
import { reportRecoverableError } from './federation/client-render';
import { isChunkLoadError, reloadOnceForChunkError } from './federation/chunk-reload-guard';
import { startErrorReporting } from './federation/error-reporter';
import { splitRemotePageId, type InitialRoute } from './federation/initial-route';
import { isRemoteName } from './federation/remote-names';
import type { PageData } from './app/page-data';
import { queryCacheFrom, readPageData } from './boot/page-data';
import { forgetAnswersOnSignOut } from './boot/forget-on-sign-out';
import { initTheme } from './theme/theme';
import { startAnalytics } from './boot/analytics';
import { restoreSession, startingLanguage } from './boot/restore-session';
import { yieldToMain } from './boot/yield-to-main';

/** The page module the server rendered, loaded before hydrating so it renders at once, exactly as there. */
async function initialRouteOf(data: PageData | null): Promise<InitialRoute | null> {
  const route = data?.route;
  if (!route) return null;
  const [remote, pageModule] = splitRemotePageId(route.id);
  if (route.pageError || !isRemoteName(remote)) return route;
  const module = await loadRemotePage(remote, pageModule).catch((error: unknown) => {
    console.warn('[mf] the server-rendered page could not be loaded', error);
    return undefined;
  });
  return module ? { ...route, module } : route;
}

/**
 * React DOM, then the shop's component tree (the router, the route table, the layout), each evaluated in a task of
 * its own: required together by this module, evaluating their modules was one task of 40-60 ms even unthrottled.
 */
async function loadRenderer() {
  const reactDom = await import('react-dom/client');
  await yieldToMain();
  const { ShopApp } = await import('./app/shop-app');
  return { ...reactDom, ShopApp };
}

/**
 * Boot order: token and language from the URL/cookies, theme (before first paint), runtime config, then the
 * translations, the remote manifest and the signed-in user in parallel. A server-rendered page is hydrated
 * with the data and remote versions it was rendered with; other remote code loads only when a route needs it.
 */
async function boot(): Promise<void> {
  // First: an error anywhere in this page load is reported with its remote versions (the canary judge).
  startErrorReporting();
  restoreSession();
  initTheme();
  // Remotes show each other's fragments (the cart's button on a product page) only through the shell.
  provideFragmentLoader();
  const pageData = readPageData();
  if (pageData?.config) setRuntimeConfig(pageData.config);
  else await loadRuntimeConfig();
  // Each boot step in a task of its own (yield-to-main.ts): none of them blocks a phone's main thread for long.
  await yieldToMain();
  const language = startingLanguage();
  // Set before the user is fetched (the translations come later): its Accept-Language is this visit's language,
  // which the API keeps as the user's for mail (docs/mail.md).
  appStore.getState().setLanguage(language);
  const [, initialRoute, , { createRoot, hydrateRoot, ShopApp }] = await Promise.all([
    activateLanguage(language).catch((error) => console.warn('[i18n] translations unavailable', error)),
    registerRemotesFromManifest(pageData?.remotes).then(() => initialRouteOf(pageData)),
    // With a stored token, confirm the user before the first render so guards decide on the real state.
    // (Imported on demand: a guest's first load needs no API client.)
    getToken() ? import('@labmall/shared/auth/auth-service').then(({ fetchUser }) => fetchUser()) : null,
    loadRenderer(),
  ]);

  await yieldToMain();
  // The trail the server drew above the page: the hydrating render must draw the same.
  if (pageData?.breadcrumb) appStore.getState().setBreadcrumb(pageData.breadcrumb);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  const cache = queryCacheFrom(pageData);
  forgetAnswersOnSignOut(cache);
  const app = <ShopApp cache={cache} initialRoute={initialRoute} />;
  // The page is already on screen: hydrating it as a transition lets React yield to the browser every few
  // milliseconds (input, paint) instead of blocking the main thread for the whole page.
  if (pageData) startTransition(() => void hydrateRoot(container, app, { onRecoverableError: reportRecoverableError }));
  else createRoot(container).render(app);
  startAnalytics();
}

boot().catch((error: unknown) => {
  // A chunk of the boot itself that did not arrive (a deploy replaced it): the same once-a-minute reload as a
  // route's chunk. Anything else leaves the server's page as it is, readable but not interactive.
  if (!(isChunkLoadError(error) && reloadOnceForChunkError())) console.error('[boot] the page could not start', error);
});
