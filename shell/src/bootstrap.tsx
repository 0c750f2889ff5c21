import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@labmall/shared/router';
import { I18nextProvider } from '@labmall/shared/i18n/react';
import { loadRuntimeConfig } from '@labmall/shared/config/runtime-config';
import { getToken } from '@labmall/shared/auth/tokens';
import { activateLanguage, i18n } from '@labmall/shared/i18n/i18n';
import { AppRoutes } from './routes/app-routes';
import { provideFragmentLoader } from './federation/provide-fragment-loader';
import { registerRemotesFromManifest } from './federation/remote-loader';
import { initTheme } from './theme/theme';
import { startAnalytics } from './boot/analytics';
import { restoreSession, startingLanguage } from './boot/restore-session';
import './styles/global.css';

/**
 * Boot order: token and language from the URL/cookies, theme (before first paint), runtime config, then the
 * translations, the remote manifest and the signed-in user in parallel. Remote code itself loads only when a route needs it.
 */
async function boot(): Promise<void> {
  restoreSession();
  initTheme();
  // Remotes show each other's fragments (the cart's button on a product page) only through the shell.
  provideFragmentLoader();
  await loadRuntimeConfig();
  await Promise.all([
    activateLanguage(startingLanguage()).catch((error) => console.warn('[i18n] translations unavailable', error)),
    registerRemotesFromManifest(),
    // With a stored token, confirm the user before the first render so guards decide on the real state.
    // (Imported on demand: a guest's first load needs no API client.)
    getToken() ? import('@labmall/shared/auth/auth-service').then(({ fetchUser }) => fetchUser()) : null,
  ]);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  createRoot(container).render(
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </I18nextProvider>,
  );
  startAnalytics();
}

void boot();
