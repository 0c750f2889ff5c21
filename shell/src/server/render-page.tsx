import { PassThrough, type Readable } from 'node:stream';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { StaticRouter } from '@labmall/shared/router';
import { AppStoreProvider, createAppStore } from '@labmall/shared/store/app-store';
import { QueryCache } from '@labmall/shared/data/query-cache';
import { createPrefetch } from '@labmall/shared/data/route-loader';
import { HeadCollectorProvider, type CollectedHead } from '@labmall/shared/seo/head-collector';
import { SITE_NAME_KEY } from '@labmall/shared/seo/page-meta';
import { setRuntimeConfig, type RuntimeConfig } from '@labmall/shared/config/runtime-config';
import { inProcessAdapter, type InProcessCall } from '@labmall/shared/api/in-process-adapter';
import { languageByPrefix, type Language } from '@labmall/shared/i18n/languages';
import { splitLanguagePrefix, withLanguagePrefix } from '@labmall/shared/routing/language-prefix';
import { isPageError } from '@labmall/shared/routing/page-error';
import { AppRoutes } from '../routes/app-routes';
import { paramsAreValid } from '../routes/route-entry';
import { ShopProviders } from '../app/shop-providers';
import { remotePageId, type InitialRoute, type RemotePageModule } from '../federation/initial-route';
import type { RemoteManifest } from '../federation/remote-manifest';
import type { RemoteName } from '../federation/remote-names';
import { CLIENT_RENDER_DIGEST } from '../federation/client-render';
import { matchRouteDef, type MatchedRoute } from './route-match';
import { serverI18n, type Translations } from './server-i18n';
import { withRequestScope } from './request-scope';
import { documentParts, renderHeadTags, serializeForScript } from './html-document';
import type { PageData } from '../app/page-data';

/** The longest a render may take once its data is loaded (it is normally a few milliseconds). */
const RENDER_TIMEOUT_MS = 10_000;

export interface RenderRequest {
  /** Path and query, e.g. `/en/product/12?utm_source=x`. */
  url: string;
  /** `https://shop.example` as the shopper reached it. */
  origin: string;
  cookies: Record<string, string | undefined>;
  /** The built index.html of the shell (scripts, styles). */
  template: string;
  translations: (language: Language) => Translations;
  /** The API, in process. */
  api: InProcessCall;
  /** The manifest the server loads remotes by (embedded for the browser). */
  manifest: RemoteManifest;
  /** Loads an exposed page of a remote on the server (the manifest's version). */
  loadPage: (remote: RemoteName, module: string) => Promise<RemotePageModule>;
  /** `<link>` tags preloading what the browser will need for this remote page (entry, chunks, styles). */
  pageAssets: (remote: RemoteName, module: string) => string;
  /** How long the page waits for its data before it streams without the late part. */
  dataDeadlineMs: number;
  /** What /config.json would answer this request: rendered with, and embedded for the browser's boot. */
  runtimeConfig: RuntimeConfig;
  onError: (error: unknown, context: string) => void;
}

export type RenderResult =
  /** `complete`: nothing was left out (no failed or late call, no remote failed): the page may be kept. */
  | { kind: 'page'; status: number; body: Readable; complete: boolean }
  | { kind: 'redirect'; location: string }
  /** Pages behind sign-in or with browser-only guards stay client-rendered: the API sends the plain shell. */
  | { kind: 'client' };

interface RoutePlan {
  status: number;
  initialRoute: InitialRoute | null;
}

/** Everything between the request and React: route, redirects, which page, its loader and its status. */
async function planRoute(request: RenderRequest, match: MatchedRoute | null, language: Language, cache: QueryCache,
  pathname: string, search: URLSearchParams): Promise<RoutePlan | RenderResult> {
  if (!match || !paramsAreValid(match.params)) return { status: 404, initialRoute: null };
  const { def } = match;
  if (def.redirect) return { kind: 'redirect', location: `${withLanguagePrefix(`/${def.redirect}`, language.code)}${search.size ? `?${search}` : ''}` };
  if (def.access !== 'public' || def.middleware?.length) return { kind: 'client' };
  if (def.page === 'notFound') return { status: 404, initialRoute: null };
  if (!def.page || typeof def.page === 'string') return { status: 200, initialRoute: null };

  const id = remotePageId(def.page.remote, def.page.module);
  let module: RemotePageModule;
  try {
    module = await request.loadPage(def.page.remote, def.page.module);
  } catch (error) {
    // The rest of the page still renders; this area renders in the browser (or shows "unavailable" there).
    request.onError(error, `remote ${id} unavailable on the server`);
    return { status: 200, initialRoute: { id, pathname, failed: true } };
  }
  try {
    const prefetch = createPrefetch({ cache, language: language.code, deadlineMs: request.dataDeadlineMs, onMiss: missed(request) });
    await module.loader?.({ params: match.params, search, language: language.code, prefetch });
  } catch (error) {
    if (isPageError(error)) {
      return { status: error.status, initialRoute: { id, pathname, module, pageError: { status: error.status, message: error.message } } };
    }
    request.onError(error, `loader of ${id} failed`);
  }
  return { status: 200, initialRoute: { id, pathname, module } };
}

/** Reports a query the page goes without; the render then counts as incomplete (see renderPage). */
const missed = (request: RenderRequest) => (key: string, reason: unknown) => request.onError(reason, `query ${key} left to the browser`);

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
  // The same for every request of a deployment in what rendering reads (shopHost for media URLs).
  setRuntimeConfig(request.runtimeConfig);
  const url = new URL(request.url, request.origin);
  const { prefix, rest } = splitLanguagePrefix(url.pathname);
  const language = languageByPrefix(prefix ?? undefined);
  if (!language) return { kind: 'client' };
  const scope = { adapter: inProcessAdapter(request.api), language: language.code };

  return withRequestScope(scope, async () => {
    const cache = new QueryCache();
    // The shell's own layout data (the category menu) is loaded like a page's, once, beside the page's.
    const layoutData = import('../layout/layout-loader').then(({ layoutLoader }) =>
      layoutLoader(createPrefetch({ cache, language: language.code, deadlineMs: request.dataDeadlineMs, onMiss: missed(request) })));
    const [plan] = await Promise.all([planRoute(request, matchRouteDef(rest), language, cache, url.pathname, url.searchParams), layoutData]);
    if ('kind' in plan) return plan;

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

interface DocumentInput {
  language: Language;
  theme: string;
  head: CollectedHead;
  cache: QueryCache;
  plan: RoutePlan;
  pathname: string;
  search: string;
  siteName: string;
}

/**
 * React's streaming renderer, written out once the whole page is ready: the head needs what the page said
 * about itself while rendering, and the data are loaded (or given up on) before rendering starts, so nothing is
 * left to stream late. Waiting for "all ready" also means no inline script is needed to reveal late parts
 * (the CSP allows none).
 */
function streamDocument(tree: React.ReactNode, request: RenderRequest, input: DocumentInput): Promise<Readable> {
  let settle = () => undefined as void;
  input.head.settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(tree, {
      onShellReady: () => settle(),
      // Every boundary is complete when the HTML is written (onAllReady): write each in place. A large one
      // would otherwise be sent apart with an inline script to move it in, which the CSP (rightly) blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(deadline);
        try {
          resolve(writeDocument(stream, request, input));
        } catch (error) {
          // Thrown inside React's callback, it would leave the request waiting forever.
          stream.abort(error);
          reject(error);
        }
      },
      onShellError(error) {
        clearTimeout(deadline);
        reject(error);
      },
      onError(error) {
        if ((error as { digest?: string } | null)?.digest === CLIENT_RENDER_DIGEST) return CLIENT_RENDER_DIGEST;
        request.onError(error, 'render');
        return undefined;
      },
    });
    // Data waits have their own deadline; this one bounds the render itself (a remote that never settles).
    // (React calls the callbacks above from later ticks, never during renderToPipeableStream itself.)
    const deadline = setTimeout(() => {
      stream.abort(new Error(`render took longer than ${RENDER_TIMEOUT_MS} ms`));
      reject(new Error(`render took longer than ${RENDER_TIMEOUT_MS} ms`));
    }, RENDER_TIMEOUT_MS);
  });
}

/** The document around the rendered root: head tags, the root streamed in place, then the data for hydration. */
function writeDocument(stream: PipeableStream, request: RenderRequest, input: DocumentInput): Readable {
  const { initialRoute } = input.plan;
  const data: PageData = {
    queries: input.cache.dehydrate(),
    route: initialRoute ? { id: initialRoute.id, pathname: initialRoute.pathname, ...(initialRoute.pageError ? { pageError: initialRoute.pageError } : {}) } : null,
    remotes: request.manifest,
    config: request.runtimeConfig,
    ...(input.head.shownBreadcrumb ? { breadcrumb: input.head.shownBreadcrumb } : {}),
  };
  const [remote, module] = initialRoute && !initialRoute.pageError ? splitId(initialRoute.id) : [];
  const headTags = renderHeadTags({
    head: input.head, language: input.language, pathname: input.pathname, search: input.search, siteName: input.siteName,
    assetLinks: remote && module ? request.pageAssets(remote, module) : '',
  });
  const parts = documentParts(request.template, { htmlLang: input.language.htmlLang, theme: input.theme, headTags, data: serializeForScript(data) });
  const body = new PassThrough();
  body.write(parts.before);
  const content = new PassThrough();
  content.on('end', () => body.end(parts.after));
  content.pipe(body, { end: false });
  stream.pipe(content);
  return body;
}

function splitId(id: string): [RemoteName, string] {
  const at = id.indexOf('/');
  return [id.slice(0, at) as RemoteName, id.slice(at + 1)];
}
