import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from '@labmall/shared/router';
import { appStore, useAppStore } from '@labmall/shared/store/app-store';
import { getRuntimeConfig } from '@labmall/shared/config/runtime-config';
import { splitLanguagePrefix, withLanguagePrefix } from '@labmall/shared/routing/language-prefix';
import { PARAM_PATTERNS, type RouteDef } from './route-types';
import { runGuards, type GuardDecision } from './middleware';
import { isMobileUserAgent } from './mobile-user-agent';
import { ShellPage } from '../pages/shell-page';
import { LazyNotFoundPage as NotFoundPage } from '../pages/lazy-error-page';
import { LoginRequiredPanel } from '../pages/login-required-panel';
import { RemotePage } from '../federation/remote-page';
import { RouteErrorBoundary } from '../pages/route-error-boundary';
import { hasShownPage, notePageShown } from '../auth/shown-pages';

/** Spec §8: a page whose parameters fail validation is a 404. */
export function paramsAreValid(params: Record<string, string | undefined>): boolean {
  return Object.entries(params).every(([name, value]) => {
    const pattern = PARAM_PATTERNS[name];
    return !pattern || value === undefined || new RegExp(pattern).test(value);
  });
}

function ExternalRedirect({ url }: { url: string }) {
  useEffect(() => window.location.replace(url), [url]);
  return null;
}

function OpenLoginDialog() {
  useEffect(() => appStore.getState().setLoginDialogVisible(true), []);
  return <LoginRequiredPanel />;
}

// Needed only when a guard sends someone to or from sign-in: kept out of the shell's first load.
const ToLoginPage = lazy(() => import('../auth/to-login-page'));
const ReturnAfterLogin = lazy(() => import('../auth/return-after-login'));

/** Counts the page as shown once it really is (not when a guard stopped it). */
function Shown({ children }: { children: ReactNode }) {
  useEffect(() => notePageShown(), []);
  return <>{children}</>;
}

/** One route of the table, inside its own error boundary (reset on every path change). */
export function RouteEntry({ def }: { def: RouteDef }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname}>
      <GuardedRoute def={def} />
    </RouteErrorBoundary>
  );
}

/** Validate, guard, redirect, then show the shell page or the remote page. */
function GuardedRoute({ def }: { def: RouteDef }) {
  const params = useParams();
  const location = useLocation();
  const code = useAppStore((s) => s.language.language);
  const hasToken = useAppStore((s) => s.user.userToken !== '');
  const loggedIn = useAppStore((s) => s.auth.loggedIn);
  const busy = useAppStore((s) => s.auth.busy);
  const user = useAppStore((s) => s.auth.user);

  if (!paramsAreValid(params)) return <NotFoundPage />;
  if (def.redirect) return <Navigate to={`${withLanguagePrefix(`/${def.redirect}`, code)}${location.search}`} replace />;

  const decision: GuardDecision = runGuards(def.access, def.middleware, {
    path: splitLanguagePrefix(location.pathname).rest,
    search: new URLSearchParams(location.search),
    hasToken,
    loggedIn,
    busy,
    pageShown: hasShownPage(),
    user,
    // The server renders no page that a mobile guard could redirect (those stay client-rendered).
    isMobile: typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent),
    mobileFormUrl: getRuntimeConfig().mobileFormUrl,
    languageCode: code,
  }, def.scope);
  if (decision.kind === 'redirect') return <Navigate to={withLanguagePrefix(decision.to, code)} replace />;
  if (decision.kind === 'external') return <ExternalRedirect url={decision.url} />;
  if (decision.kind === 'login-dialog') return <OpenLoginDialog />;
  if (decision.kind === 'login-page') return <Suspense fallback={null}><ToLoginPage path={`${location.pathname}${location.search}`} /></Suspense>;
  if (decision.kind === 'return-after-login') return <Suspense fallback={null}><ReturnAfterLogin /></Suspense>;
  if (decision.kind === 'wait') return null;

  if (!def.page) return <NotFoundPage />;
  if (typeof def.page === 'string') return <Shown><ShellPage name={def.page} /></Shown>;
  return (
    <Shown>
    <RemotePage
      key={location.pathname}
      remote={def.page.remote}
      module={def.page.module}
      {...(def.page.props ? { props: def.page.props } : {})}
      titleKey={def.titleKey}
      {...(def.titleQuery ? { titleQuery: def.titleQuery } : {})}
    />
    </Shown>
  );
}
