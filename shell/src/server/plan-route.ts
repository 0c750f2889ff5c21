import type { QueryCache } from '@labmall/shared/data/query-cache';
import { createPrefetch } from '@labmall/shared/data/route-loader';
import type { Language } from '@labmall/shared/i18n/languages';
import { withLanguagePrefix } from '@labmall/shared/routing/language-prefix';
import { isPageError } from '@labmall/shared/routing/page-error';
import { paramsAreValid } from '../routes/route-entry';
import { mobileFormTarget } from '../routes/middleware';
import { isMobileUserAgent } from '../routes/mobile-user-agent';
import type { RouteDef } from '../routes/route-types';
import { remotePageId, type InitialRoute, type RemotePageModule } from '../federation/initial-route';
import type { MatchedRoute } from './route-match';
import type { RenderRequest, RenderResult } from './render-types';

export interface RoutePlan {
  status: number;
  initialRoute: InitialRoute | null;
}

/** Everything between the request and React: route, redirects, which page, its loader and its status. */
export async function planRoute(request: RenderRequest, match: MatchedRoute | null, language: Language, cache: QueryCache,
  pathname: string, search: URLSearchParams): Promise<RoutePlan | RenderResult> {
  if (!match || !paramsAreValid(match.params)) return { status: 404, initialRoute: null };
  const { def } = match;
  if (def.redirect) return { kind: 'redirect', location: `${withLanguagePrefix(`/${def.redirect}`, language.code)}${search.size ? `?${search}` : ''}` };
  if (def.access !== 'public') return { kind: 'client' };
  const guarded = serverGuards(def, request, search, language.code);
  if (guarded) return guarded;
  if (def.page === 'notFound') return { status: 404, initialRoute: null };
  if (!def.page || typeof def.page === 'string') return { status: 200, initialRoute: null };

  const id = remotePageId(def.page.remote, def.page.module);
  let module: RemotePageModule;
  try {
    module = await request.loadPage(def.page.remote, def.page.module);
  } catch (error) {
    // The rest of the page still renders; this area renders in the browser (or shows "unavailable" there).
    request.onError(error, `remote ${id} unavailable on the server`);
    return { status: 200, initialRoute: { id, pathname } };
  }
  try {
    const prefetch = createPrefetch({ cache, language: language.code, deadlineMs: request.dataDeadlineMs, onMiss: missed(request) });
    // The route's props (e.g. a study-zone section) ride with the path parameters: a loader may need them too.
    await module.loader?.({ params: { ...def.page.props, ...match.params }, search, language: language.code, prefetch });
  } catch (error) {
    if (isPageError(error)) {
      return { status: error.status, initialRoute: { id, pathname, module, pageError: { status: error.status, message: error.message } } };
    }
    request.onError(error, `loader of ${id} failed`);
  }
  return { status: 200, initialRoute: { id, pathname, module } };
}

/**
 * The route's guards that the server can decide itself. The mobile form guard needs only the User-Agent: a phone
 * is redirected right away, anyone else gets the rendered form. Any other guard is the browser's to run.
 */
function serverGuards(def: RouteDef, request: RenderRequest, search: URLSearchParams, languageCode: string): RenderResult | null {
  const names = def.middleware ?? [];
  if (names.some((name) => name !== 'mobileForm')) return { kind: 'client' };
  const mobileFormUrl = request.runtimeConfig.mobileFormUrl;
  if (names.length && mobileFormUrl && isMobileUserAgent(request.userAgent)) {
    return { kind: 'redirect', location: mobileFormTarget(mobileFormUrl, search, request.origin, languageCode) };
  }
  return null;
}

/** Reports a query the page goes without; the render then counts as incomplete (see renderPage). */
export const missed = (request: RenderRequest) => (key: string, reason: unknown) => request.onError(reason, `query ${key} left to the browser`);
