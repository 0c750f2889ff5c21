import { apiGet } from '@labmall/shared/api/lazy-client';
import type { Query } from '@labmall/shared/data/query';
import type { ContentPage, PageSlug } from './content-types';

/** GET /api/content/pages/:slug: a company page (about us, the app, privacy, registration agreement). */
export async function getContentPage(slug: PageSlug, signal?: AbortSignal): Promise<ContentPage> {
  return (await apiGet<ContentPage>(`/api/content/pages/${slug}`, undefined, signal ? { signal } : undefined)).data;
}

export const contentPageQuery = (slug: PageSlug): Query<ContentPage> => ({ key: `content-page|${slug}`, load: (signal) => getContentPage(slug, signal) });
