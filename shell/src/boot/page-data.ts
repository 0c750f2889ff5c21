import { QueryCache } from '@labmall/shared/data/query-cache';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../app/page-data';

/** The data the server rendered the page with (`#labmall-data`), or null for a page rendered in the browser. */
export function readPageData(): PageData | null {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageData;
  } catch (error) {
    console.warn('[ssr] page data unreadable; rendering in the browser', error);
    return null;
  }
}

export function queryCacheFrom(data: PageData | null): QueryCache {
  return QueryCache.hydrate(data?.queries);
}
