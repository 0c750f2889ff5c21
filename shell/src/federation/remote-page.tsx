import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { useLocation, useParams } from '@labmall/shared/router';
import { useAppStore } from '@labmall/shared/store/app-store';
import { useQueryCache } from '@labmall/shared/data/query-cache-context';
import { createPrefetch } from '@labmall/shared/data/route-loader';
import type { RemoteName } from './remote-names';
import { loadRemotePage, retryRemote } from './remote-loader';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailablePanel } from './remote-unavailable-panel';
import { useInitialRoute } from './initial-route';
import { RenderInBrowser } from './client-render';
import { PageLoading } from '../pages/page-loading';
import { LazyErrorPage as ErrorPage } from '../pages/lazy-error-page';

interface RemotePageProps {
  remote: RemoteName;
  module: string;
  props?: Record<string, string>;
  /** Title rule of the route, shown while the page loads or when its remote is down. */
  titleKey: string;
  titleQuery?: string;
}

/** In the browser a slow call must not hold the page back: it shows, and the late block loads itself. */
const CLIENT_LOADER_DEADLINE_MS = 3_000;

/**
 * Renders a page exposed by a remote. The page the server rendered renders at once from its loaded module
 * and embedded data (hydration). Any other page loads its code, runs its route loader, then renders.
 * `React.lazy` caches a rejection forever, so each retry builds a fresh lazy component (DESIGN §8) after
 * telling the runtime to forget the failed remote.
 */
export function RemotePage({ remote, module, props, titleKey, titleQuery }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const location = useLocation();
  const params = useParams();
  // The store's language, the one the API client asks in (Accept-Language): on a language switch the page shows
  // the old language's answer until the new texts arrive, then asks again in the new one.
  const language = useAppStore((s) => s.language.language);
  const cache = useQueryCache();
  const initial = useInitialRoute(remote, module, location.pathname);
  const preloaded = attempt === 0 ? initial?.module : undefined;

  const Page = useMemo(() => {
    if (preloaded) return preloaded.default;
    if (typeof window === 'undefined') return RenderInBrowser;
    return lazy(async () => {
      const page = await loadRemotePage(remote, module);
      const prefetch = createPrefetch({ cache, language, deadlineMs: CLIENT_LOADER_DEADLINE_MS });
      await page.loader?.({ params: { ...props, ...params }, search: new URLSearchParams(location.search), language, prefetch });
      return page;
    }) as ComponentType<Record<string, string>>;
    // The page's code and loader run once per mount (the route remounts it per path) and per retry; a new
    // query string on the same page is the page's own hooks' business.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remote, module, attempt, preloaded]);
  const meta = { titleKey, ...(titleQuery ? { titleQuery } : {}) };

  if (initial?.pageError && attempt === 0) return <ErrorPage status={initial.pageError.status} message={initial.pageError.message} />;
  return (
    <RemoteErrorBoundary
      key={`${remote}/${module}/${attempt}`}
      remote={remote}
      onRetry={() => void retryRemote(remote).finally(() => setAttempt((n) => n + 1))}
      fallback={(retry) => <RemoteUnavailablePanel remote={remote} meta={meta} onRetry={retry} />}
    >
      <Suspense fallback={<PageLoading meta={meta} />}>
        <Page {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
