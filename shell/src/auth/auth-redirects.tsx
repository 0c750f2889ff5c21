import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@labmall/shared/router';
import { useAppStore } from '@labmall/shared/store/app-store';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { splitLanguagePrefix } from '@labmall/shared/routing/language-prefix';
import { accessForPath } from '../routes/access-for-path';

/**
 * Spec §4: a change of `loggedIn` redirects, except on pages exempt from auth (public). Signing out on a
 * sign-in page goes home; signing in on a guest-only page is handled by that page's guard (return path).
 */
export default function AuthRedirects(): null {
  const loggedIn = useAppStore((s) => s.auth.loggedIn);
  // Mounted the first time a user is signed in, so the change to watch for is a sign-out.
  const previous = useRef(true);
  const location = useLocation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();

  useEffect(() => {
    if (previous.current === loggedIn) return;
    previous.current = loggedIn;
    if (!loggedIn && accessForPath(splitLanguagePrefix(location.pathname).rest) === 'auth') navigate(localize('/'), { replace: true });
  }, [loggedIn, location.pathname, navigate, localize]);
  return null;
}
