import { LANGUAGES, type Language } from '@labmall/shared/i18n/languages';
import { pageLinks } from '@labmall/shared/seo/page-meta';
import { breadcrumbJsonLd, serializeJsonLd } from '@labmall/shared/seo/json-ld';
import type { CollectedHead } from '@labmall/shared/seo/head-collector';

/** The built index.html split around the root element, to wrap the rendered page. */
export interface DocumentTemplate {
  html: string;
}

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Data for the browser in a JSON block (never executed, so the CSP allows it). `<` is escaped so no value can
 * close the element (`</script>`), and U+2028/9 for old parsers.
 */
export function serializeForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export interface HeadInput {
  head: CollectedHead;
  language: Language;
  pathname: string;
  search: string;
  siteName: string;
  /** `<link>` tags for the page's styles and for the code it will need (remote entry, page chunks). */
  assetLinks: string;
}

const OG_LOCALES: Record<string, string> = { zh: 'zh_CN', en: 'en_US', ja: 'ja_JP', ko: 'ko_KR' };

/** Title, description, canonical, alternates, Open Graph and JSON-LD of the page, as HTML. */
export function renderHeadTags({ head, language, pathname, search, siteName, assetLinks }: HeadInput): string {
  const title = head.documentTitle ?? siteName;
  const links = pageLinks(pathname, search, head.origin);
  const canonical = links.find((link) => link.rel === 'canonical')!.href;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description ?? '')}">`,
    `<meta name="keywords" content="${escapeHtml(head.keywords ?? '')}">`,
    ...links.map(({ rel, hreflang, href }) =>
      `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeHtml(href)}" data-page-meta="">`),
    `<meta property="og:type" content="${head.ogType ?? 'website'}">`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title ?? siteName)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description ?? '')}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:locale" content="${OG_LOCALES[language.hreflang]}">`,
    ...LANGUAGES.filter((l) => l.code !== language.code).map((l) => `<meta property="og:locale:alternate" content="${OG_LOCALES[l.hreflang]}">`),
    ...(head.image ? [`<meta property="og:image" content="${escapeHtml(absolute(head.image, head.origin))}">`] : []),
    assetLinks,
    ...jsonLdBlocks(head, canonical).map(([kind, data]) =>
      `<script type="application/ld+json" data-json-ld="${kind}">${serializeJsonLd(data)}</script>`),
  ];
  return tags.join('');
}

function absolute(url: string, origin: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

function jsonLdBlocks(head: CollectedHead, pageUrl: string): Array<[string, Record<string, unknown>]> {
  const blocks = [...head.jsonLd];
  // Home is the first entry of every trail; a trail of home alone says nothing.
  if (head.breadcrumb && head.breadcrumb.length > 2) {
    blocks.push(['BreadcrumbList', breadcrumbJsonLd(head.breadcrumb, pageUrl, head.origin)]);
  }
  return blocks;
}

export interface DocumentParts {
  before: string;
  after: string;
}

/**
 * Wraps the rendered root: `<html lang>` and theme of the request, the page's head tags in place of the
 * template's empty title and metas, and the data block after the root.
 */
export function documentParts(template: string, input: { htmlLang: string; theme: string; headTags: string; data: string }): DocumentParts {
  // Replacer functions, never replacement strings: a `$'` or `$&` in a product name or a query title would
  // otherwise be read as a pattern and paste pieces of the template into the head.
  const html = template
    .replace(/<html[^>]*>/, () => `<html lang="${escapeHtml(input.htmlLang)}" data-theme="${escapeHtml(input.theme)}">`)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="(description|keywords)" content="[^"]*">/g, '')
    .replace('</head>', () => `${input.headTags}</head>`);
  // The root, empty or holding the boot spinner: what it held is replaced by the page.
  const root = /<div id="root">(?:<div[^>]*><\/div>)?<\/div>/.exec(html);
  if (!root) throw new Error('index.html has no <div id="root"> (empty or with the boot spinner)');
  const rootEnd = root.index + root[0].length;
  return {
    before: `${html.slice(0, root.index)}<div id="root" data-ssr="">`,
    after: `</div><script id="labmall-data" type="application/json">${input.data}</script>${html.slice(rootEnd)}`,
  };
}
