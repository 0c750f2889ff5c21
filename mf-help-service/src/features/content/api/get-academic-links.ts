import { apiGet } from '@labmall/shared/api/lazy-client';
import type { Query } from '@labmall/shared/data/query';
import type { LinkGroup } from './content-types';

/** GET /api/content/academic-links: curated journals, databases, tools and standards, grouped. */
export async function getAcademicLinks(signal?: AbortSignal): Promise<LinkGroup[]> {
  return (await apiGet<LinkGroup[]>('/api/content/academic-links', undefined, signal ? { signal } : undefined)).data;
}

export const academicLinksQuery: Query<LinkGroup[]> = { key: 'academic-links', load: getAcademicLinks };
