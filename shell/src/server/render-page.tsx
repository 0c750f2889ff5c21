import { StaticRouter } from '@labmall/shared/router';
import { AppStoreProvider, createAppStore } from '@labmall/shared/store/app-store';
import { QueryCache } from '@labmall/shared/data/query-cache';
import { createPrefetch } from '@labmall/shared/data/route-loader';
import { HeadCollectorProvider, type CollectedHead } from '@labmall/shared/seo/head-collector';
import { SITE_NAME_KEY } from '@labmall/shared/seo/page-meta';
import { setRuntimeConfig } from '@labmall/shared/config/runtime-config';
import { inProcessAdapter } from '@labmall/shared/api/in-process-adapter';
import { languageByPrefix } from '@labmall/shared/i18n/languages';
import { splitLanguagePrefix } from '@labmall/shared/routing/language-prefix';
import { AppRoutes } from '../routes/app-routes';
import { ShopProviders } from '../app/shop-providers';
import { matchRouteDef } from './route-match';
import { serverI18n } from './server-i18n';
import { withRequestScope } from './request-scope';
import { missed, planRoute } from './plan-route';
import { streamDocument } from './stream-document';
import type { RenderRequest, RenderResult } from './render-types';

export type { RenderRequest, RenderResult } from './render-types';

/** Renders one page of the shop: status, head, the streamed page and the data the browser hydrates with. */
export async function renderPage(given: RenderRequest): Promise<RenderResult> {
  // Whatever is reported while rendering (a failed or late call, a remote that failed on the server) is a part
  // left to the browser: the page is right for this request but must not be kept for others.
  let complete = true;
  const request: RenderRequest = {
    ...given,
    onError: (error, context) => {
      complete = false;
      given.onError(error, context);
    },
  };
  // Process-wide, but what rendering reads of it (shopHost, for media URLs) is the same for every request of a
  // deployment; the request's own settings are what the page embeds for the browser.
  setRuntimeConfig(request.runtimeConfig);
  const url = new URL(request.url, request.origin);
  const { prefix, rest } = splitLanguagePrefix(url.pathname);
  const language = languageByPrefix(prefix ?? undefined);
  // A sign-in link (`?token=`) is the browser's: it takes the token out of the address before anything renders.
  if (!language || url.searchParams.has('token')) return { kind: 'client' };
  const scope = { adapter: inProcessAdapter(request.api), language: language.code };

  return withRequestScope(scope, async () => {
    const cache = new QueryCache();
    // The shell's own layout data (the category menu) is loaded like a page's, once, beside the page's.
    const layoutData = import('../layout/layout-loader').then(({ layoutLoader }) =>
      layoutLoader(createPrefetch({ cache, language: language.code, deadlineMs: request.dataDeadlineMs, onMiss: missed(request) })));
    const [plan] = await Promise.all([planRoute(request, matchRouteDef(rest), language, cache, url.pathname, url.searchParams), layoutData]);
    if ('kind' in plan) return plan;
    // From here the page renders what the cache holds now; an answer arriving later must not reach the data
    // block the browser hydrates with, or the two would differ.
    cache.seal();

    const store = createAppStore();
    const theme = request.cookies.theme === 'light' ? 'light' : 'dark';
    store.getState().setLanguage(language.code);
    store.getState().setTheme(theme, request.cookies.themeAuto === '1');
    const i18n = serverI18n(language.code, request.translations(language));
    const head: CollectedHead = { origin: request.origin, jsonLd: new Map() };

    const tree = (
      <AppStoreProvider store={store}>
        <HeadCollectorProvider head={head}>
          <ShopProviders i18n={i18n} cache={cache} initialRoute={plan.initialRoute}>
            <StaticRouter location={`${url.pathname}${url.search}`}>
              <AppRoutes />
            </StaticRouter>
          </ShopProviders>
        </HeadCollectorProvider>
      </AppStoreProvider>
    );
    const body = await streamDocument(tree, request, {
      language, theme, head, cache, plan, pathname: url.pathname, search: url.search, siteName: i18n.t(SITE_NAME_KEY),
    });
    return { kind: 'page', status: plan.status, body, complete };
  });
}
