import { LANGUAGES } from '@labmall/shared/i18n/languages';
import { splitLanguagePrefix } from '@labmall/shared/routing/language-prefix';

export interface PageMeta {
  title: string;
  description?: string;
  keywords?: string;
}

export const SITE_NAME_KEY = 'common.siteName';

function upsertMeta(name: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.appendChild(element);
  }
  element.content = content;
}

// Parameters that name a visit, not a page: a canonical or alternate URL must not carry them (and a token never).
const VISIT_PARAMS = /^(utm_.*|token|gclid|fbclid|spm|from)$/i;

/** The query of a page's canonical URL: the page's own parameters (category, keyword, filters…), in their order. */
export function canonicalSearch(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (VISIT_PARAMS.test(name)) params.delete(name);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export interface PageLink {
  rel: 'canonical' | 'alternate';
  hreflang?: string;
  href: string;
}

/**
 * The page's canonical link and its `alternate hreflang` links for every language plus x-default (zh),
 * pointing at this same page without visit parameters. Written by the server and by the browser alike.
 */
export function pageLinks(pathname: string, rawSearch: string, origin: string): PageLink[] {
  const search = canonicalSearch(rawSearch);
  const { rest } = splitLanguagePrefix(pathname);
  const alternates: PageLink[] = LANGUAGES.map((l) => ({ rel: 'alternate', hreflang: l.hreflang, href: `${origin}/${l.prefix}${rest}${search}` }));
  alternates.push({ rel: 'alternate', hreflang: 'x-default', href: `${origin}/zh${rest}${search}` });
  return [...alternates, { rel: 'canonical', href: `${origin}${pathname}${search}` }];
}

function replaceLinks(pathname: string, rawSearch: string): void {
  document.head.querySelectorAll('link[data-page-meta]').forEach((link) => link.remove());
  for (const { rel, hreflang, href } of pageLinks(pathname, rawSearch, window.location.origin)) {
    const link = document.createElement('link');
    link.rel = rel;
    if (hreflang) link.hreflang = hreflang;
    link.href = href;
    link.dataset.pageMeta = '';
    document.head.appendChild(link);
  }
}

/** `Title - Site`, or the site's name alone for a page titled like the site (home). */
export function documentTitle(title: string | undefined, siteName: string): string {
  return title && title !== siteName ? `${title} - ${siteName}` : siteName;
}

/** Sets title, description, keywords and the language alternates of the current page. */
export function applyPageMeta(meta: PageMeta, siteName: string, location: { pathname: string; search: string } = window.location): void {
  document.title = documentTitle(meta.title, siteName);
  upsertMeta('description', meta.description ?? '');
  upsertMeta('keywords', meta.keywords ?? '');
  replaceLinks(location.pathname, location.search);
}
