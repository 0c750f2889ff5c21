import type { QueryCache } from '@labmall/shared/data/query-cache';
import { appStore } from '@labmall/shared/store/app-store';
import type { AuthUser } from '@labmall/shared/store/slices/auth-slice';

const who = (user: AuthUser | null) => (user ? String(user.id ?? user.account ?? 'signed-in') : '');

/**
 * The page's answers include a signed-in shopper's own (addresses, orders, points): when the shopper signs out,
 * or someone else signs in on this page, none of them may be shown again.
 */
export function forgetAnswersOnSignOut(cache: QueryCache): void {
  let current = who(appStore.getState().auth.user);
  appStore.subscribe((state) => {
    const next = who(state.auth.user);
    if (next === current) return;
    // A guest signing in keeps the public answers the page already has (catalogue, categories).
    if (current !== '') cache.clear();
    current = next;
  });
}
