import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { trackRouteView } from '../boot/analytics';
import { appStore, useAppStore } from '@labmall/shared/store/app-store';
import { useHydrated } from '@labmall/shared/ssr/use-hydrated';
import { Header } from './header';
import { Breadcrumb } from './breadcrumb';
import { Footer } from './footer';
import { LoginDialogHost } from './login-dialog-host';

// Only a signed-in visit can be signed out of: guests never download this.
const AuthRedirects = lazy(() => import('../auth/auth-redirects'));

/**
 * True from the first moment a user is signed in during this page's life. A server-rendered page is a guest's,
 * so the hydrating render is one too; the signed-in parts follow right after.
 */
function useEverSignedIn(): boolean {
  const hydrated = useHydrated();
  const loggedIn = useAppStore((s) => s.auth.loggedIn) && hydrated;
  const [ever, setEver] = useState(loggedIn);
  useEffect(() => {
    if (loggedIn) setEver(true);
  }, [loggedIn]);
  return ever || loggedIn;
}

/** Header, breadcrumb, the page, footer — and one analytics page view per route change. */
export function AppLayout() {
  const { t } = useTranslation();
  const location = useLocation();

  // Visibility as rendered for this location: true only if the dialog was already open before it changed.
  const dialogWasVisible = useAppStore((s) => s.global.loginDialogVisible);
  const everSignedIn = useEverSignedIn();

  useEffect(() => {
    trackRouteView();
    // Spec §4: a navigation hides the login dialog (links inside it also wait 0.5 s, see DialogAwareLink).
    if (dialogWasVisible) appStore.getState().setLoginDialogVisible(false);
    // Only a location change should run this; the visibility is read as it was when the location changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, location.search]);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Header />
      <Breadcrumb />
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <LoginDialogHost />
      {everSignedIn ? (
        <Suspense fallback={null}>
          <AuthRedirects />
        </Suspense>
      ) : null}
    </div>
  );
}
