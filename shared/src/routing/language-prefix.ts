import { isLanguagePrefix, languageByCode, type LanguagePrefix } from '@labmall/shared/i18n/languages';

/**
 * Spec §5 language prefix: every shop path starts with zh, en, jp or kr. Pure functions so the shell's
 * redirect, the language switcher and links agree (the API applies the same rule server-side, see
 * docs/contracts.md).
 */
export interface SplitPath {
  prefix: LanguagePrefix | null;
  /** The path without the prefix, always starting with `/` (`/en` → `/`). */
  rest: string;
}

export function splitLanguagePrefix(pathname: string): SplitPath {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const first = path.split('/')[1];
  if (!isLanguagePrefix(first)) return { prefix: null, rest: path };
  return { prefix: first, rest: path.slice(first.length + 1) || '/' };
}

/**
 * Where to send a path without a language prefix: the same path, query and fragment under the prefix of the
 * language cookie (default zh). `/` becomes `/zh/`. Null when the path already has a prefix.
 */
export function resolveLanguageRedirect(pathname: string, search: string, hash: string, cookieCode: string | undefined): string | null {
  const { prefix, rest } = splitLanguagePrefix(pathname);
  if (prefix) return null;
  return `/${languageByCode(cookieCode).prefix}${rest}${search}${hash}`;
}

/** Puts the prefix of `code` in front of an in-shop path (which may carry a query or fragment, or a prefix already). */
export function withLanguagePrefix(path: string, code: string | undefined): string {
  const tailAt = path.search(/[?#]/);
  const pathname = tailAt < 0 ? path : path.slice(0, tailAt);
  const tail = tailAt < 0 ? '' : path.slice(tailAt);
  return `/${languageByCode(code).prefix}${splitLanguagePrefix(pathname).rest}${tail}`;
}

/** The language switcher stays on the current page: only the prefix changes, the query and fragment stay. */
export function switchLanguagePath(pathname: string, search: string, newCode: string, hash = ''): string {
  return withLanguagePrefix(`${splitLanguagePrefix(pathname).rest}${search}${hash}`, newCode);
}
