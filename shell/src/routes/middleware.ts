import { PageError } from '@labmall/shared/routing/page-error';
import { withLanguagePrefix } from '@labmall/shared/routing/language-prefix';
import { hasScope } from '@labmall/shared/auth/scope';
import type { AuthUser } from '@labmall/shared/store/slices/auth-slice';
import type { Access } from './route-types';

/** What a guard decided for the page about to show. */
export type GuardDecision =
  | { kind: 'continue' }
  | { kind: 'redirect'; to: string }
  | { kind: 'external'; url: string }
  | { kind: 'login-dialog' }
  | { kind: 'login-page' }
  | { kind: 'return-after-login' }
  | { kind: 'wait' };

export interface GuardContext {
  /** Path below the language prefix, e.g. `/activity/commonForm`. */
  path: string;
  search: URLSearchParams;
  hasToken: boolean;
  loggedIn: boolean;
  /** A sign-in is under way (token stored, user not fetched yet): decide nothing until it settles. */
  busy: boolean;
  /** Whether this page load has shown a page already (an in-app navigation) or not (opened directly). */
  pageShown: boolean;
  user: AuthUser | null;
  isMobile: boolean;
  mobileFormUrl: string;
  /** The page's language code: the shop's own mobile form page keeps it. */
  languageCode?: string;
}

export type Middleware = (context: GuardContext) => GuardDecision;

const CONTINUE: GuardDecision = { kind: 'continue' };

/**
 * Spec §5: where a phone opening an activity form goes: the mobile form page, with the query's `type` and `formId`.
 * A path on this site (the default `/m/form`, the shop's own page) keeps the page's language prefix, so a phone that
 * has no language cookie yet is not sent to the default language.
 */
export function mobileFormTarget(mobileFormUrl: string, search: URLSearchParams, origin: string, languageCode?: string): string {
  const sameSite = mobileFormUrl.startsWith('/') && !mobileFormUrl.startsWith('//');
  const target = new URL(sameSite && languageCode ? withLanguagePrefix(mobileFormUrl, languageCode) : mobileFormUrl, origin);
  for (const key of ['type', 'formId']) {
    const value = search.get(key);
    if (value !== null) target.searchParams.set(key, value);
  }
  return target.toString();
}

const mobileForm: Middleware = ({ isMobile, mobileFormUrl, search, languageCode }) => {
  if (!isMobile || !mobileFormUrl) return CONTINUE;
  return { kind: 'external', url: mobileFormTarget(mobileFormUrl, search, window.location.origin, languageCode) };
};

export const MIDDLEWARE: Record<string, Middleware> = { mobileForm };

/** Spec §8: a route naming a guard that does not exist is a 500 "Unknown middleware {name}". */
export function resolveMiddleware(names: string[] = []): Middleware[] {
  return names.map((name) => {
    const middleware = MIDDLEWARE[name];
    if (!middleware) throw new PageError(500, `Unknown middleware ${name}`);
    return middleware;
  });
}

/**
 * Spec §2/§4/§6 access levels. Public skips every check. Guest-only sends a signed-in user to the remembered
 * path, otherwise `/`. A sign-in route without a token does not proceed: the login dialog shows over the shop,
 * or, when the route was opened directly (nothing to show it over), the login page. With a token whose user
 * could not be confirmed, the visitor is not logged in and goes to the login page.
 */
export function accessDecision(access: Access, context: GuardContext, scope: string[] = []): GuardDecision {
  if (access === 'public') return CONTINUE;
  // Busy with a token: a session being restored or confirmed, decided in a moment. Busy without one is a sign-in
  // being tried on this very (guest-only) page: it must stay, or its form (a refusal, the second-factor step) is lost.
  if (context.busy && context.hasToken) return { kind: 'wait' };
  if (access === 'guest') return context.loggedIn ? { kind: 'return-after-login' } : CONTINUE;
  if (!context.hasToken) return context.pageShown ? { kind: 'login-dialog' } : { kind: 'login-page' };
  if (!context.loggedIn) return { kind: 'login-page' };
  // Spec §6: a signed-in user without the route's permissions goes to /permission.
  return hasScope(context.user, scope) ? CONTINUE : { kind: 'redirect', to: '/permission' };
}

/** Runs the route's named guards, then its access check; the first decision that is not "continue" wins. */
export function runGuards(access: Access, names: string[] | undefined, context: GuardContext, scope?: string[]): GuardDecision {
  for (const middleware of resolveMiddleware(names)) {
    const decision = middleware(context);
    if (decision.kind !== 'continue') return decision;
  }
  return accessDecision(access, context, scope);
}
