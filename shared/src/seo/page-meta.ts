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

/** `<link rel="alternate" hreflang>` for every language plus x-default (zh), pointing at this same page. */
function replaceAlternates(pathname: string, rawSearch: string): void {
  const search = canonicalSearch(rawSearch);
  document.head.querySelectorAll('link[data-page-meta]').forEach((link) => link.remove());
  const { rest } = splitLanguagePrefix(pathname);
  const origin = window.location.origin;
  const links: Array<[string, string, string]> = LANGUAGES.map((l) => ['alternate', l.hreflang, `/${l.prefix}${rest}`]);
  links.push(['alternate', 'x-default', `/zh${rest}`]);
  for (const [rel, hreflang, path] of links) {
    const link = document.createElement('link');
    link.rel = rel;
    link.hreflang = hreflang;
    link.href = `${origin}${path}${search}`;
    link.dataset.pageMeta = '';
    document.head.appendChild(link);
  }
  const canonical = document.createElement('link');
  canonical.rel = 'canonical';
  canonical.href = `${origin}${pathname}${search}`;
  canonical.dataset.pageMeta = '';
  document.head.appendChild(canonical);
}

/** Sets title, description, keywords and the language alternates of the current page. */
export function applyPageMeta(meta: PageMeta, siteName: string, location: { pathname: string; search: string } = window.location): void {
  document.title = meta.title && meta.title !== siteName ? `${meta.title} - ${siteName}` : siteName;
  upsertMeta('description', meta.description ?? '');
  upsertMeta('keywords', meta.keywords ?? '');
  replaceAlternates(location.pathname, location.search);
}
