import { useEffect } from 'react';
import { useLocation, useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { applyPageMeta, documentTitle, SITE_NAME_KEY } from '@labmall/shared/seo/page-meta';
import { useHeadCollector } from '@labmall/shared/seo/head-collector';
import { breadcrumbJsonLd, serializeJsonLd, writeJsonLd } from '@labmall/shared/seo/json-ld';
import { appStore } from '@labmall/shared/store/app-store';
import type { BreadcrumbItem } from '@labmall/shared/store/slices/navigation-slice';
import { useLocalizedPath } from './use-localized-path';

export interface PageMetaOptions {
  /** i18n key of the page's own title (also its last breadcrumb entry). */
  titleKey: string;
  /** Spec title rule: when this query parameter is present, it is the title (e.g. `title`, `name`). */
  titleQuery?: string;
  /** A title the page computed itself (e.g. a product name); wins over the key. */
  title?: string;
  descriptionKey?: string;
  description?: string;
  keywords?: string;
  /** Entries between Home and the page itself. */
  trail?: BreadcrumbItem[];
  /** Open Graph: the page's picture (absolute or site-relative) and kind. */
  image?: string;
  ogType?: 'website' | 'product' | 'article';
  /**
   * A stand-in's meta (the loading placeholder): the server renders Suspense fallbacks beside the page itself,
   * so a stand-in must never overwrite what the page said about itself.
   */
  provisional?: boolean;
}

/** Resolves the spec's title rule: the query value when present, else the given title, else the key's text. */
export function resolveTitle(options: PageMetaOptions, search: URLSearchParams, t: (key: string) => string): string {
  const fromQuery = options.titleQuery ? search.get(options.titleQuery)?.trim() : undefined;
  return fromQuery || options.title || t(options.titleKey);
}

/**
 * Sets the page's title, description, keywords, language alternates, breadcrumb and its BreadcrumbList
 * JSON-LD. Returns the title. On the server it tells the head collector instead (effects do not run there).
 */
export function usePageMeta(options: PageMetaOptions): string {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const location = useLocation();
  const localize = useLocalizedPath();
  const head = useHeadCollector();
  const title = resolveTitle(options, search, t);
  const description = options.description ?? (options.descriptionKey ? t(options.descriptionKey) : t('common.siteDescription'));
  const keywords = options.keywords ?? t('common.siteKeywords');
  const trailKey = JSON.stringify(options.trail ?? []);
  const breadcrumb = (): BreadcrumbItem[] => [{ label: t('nav.home'), to: localize('/') }, ...(JSON.parse(trailKey) as BreadcrumbItem[]), { label: title }];

  if (head && !(options.provisional && head.title !== undefined)) {
    Object.assign(head, { title, documentTitle: documentTitle(title, t(SITE_NAME_KEY)), description, keywords, breadcrumb: breadcrumb() });
    if (options.image) head.image = options.image;
    if (options.ogType) head.ogType = options.ogType;
  }

  useEffect(() => {
    applyPageMeta({ title, description, keywords }, t(SITE_NAME_KEY), location);
    const items = breadcrumb();
    appStore.getState().setBreadcrumb(items);
    const origin = window.location.origin;
    return writeJsonLd('BreadcrumbList', serializeJsonLd(breadcrumbJsonLd(items, `${origin}${location.pathname}`, origin)));
    // breadcrumb() reads only trailKey, title, t and localize, which are listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [title, description, keywords, trailKey, location, t, localize, i18n.language]);

  return title;
}
