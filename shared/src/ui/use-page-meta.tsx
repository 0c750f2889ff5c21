import { useEffect } from 'react';
import { useLocation, useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { applyPageMeta, SITE_NAME_KEY } from '@labmall/shared/seo/page-meta';
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
}

/** Resolves the spec's title rule: the query value when present, else the given title, else the key's text. */
export function resolveTitle(options: PageMetaOptions, search: URLSearchParams, t: (key: string) => string): string {
  const fromQuery = options.titleQuery ? search.get(options.titleQuery)?.trim() : undefined;
  return fromQuery || options.title || t(options.titleKey);
}

/** Sets the page's title, description, keywords, language alternates and breadcrumb. Returns the title. */
export function usePageMeta(options: PageMetaOptions): string {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const location = useLocation();
  const localize = useLocalizedPath();
  const title = resolveTitle(options, search, t);
  const description = options.description ?? (options.descriptionKey ? t(options.descriptionKey) : t('common.siteDescription'));
  const keywords = options.keywords ?? t('common.siteKeywords');
  const trailKey = JSON.stringify(options.trail ?? []);

  useEffect(() => {
    applyPageMeta({ title, description, keywords }, t(SITE_NAME_KEY), location);
    const trail = JSON.parse(trailKey) as BreadcrumbItem[];
    appStore.getState().setBreadcrumb([{ label: t('nav.home'), to: localize('/') }, ...trail, { label: title }]);
  }, [title, description, keywords, trailKey, location, t, localize, i18n.language]);

  return title;
}
