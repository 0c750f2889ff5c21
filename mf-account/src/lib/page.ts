import { apiGet } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';

/** The API's paged answer (docs/checkout-api.md "paged"): one page of items and how many there are in all. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET one page of a list; a body without items (a 401 or "Business Failed" resolves in the client, spec §8) rejects with it. */
export async function getPage<T>(url: string, params: Record<string, string | number>, signal?: AbortSignal): Promise<Page<T>> {
  const body = await apiGet<Page<T>>(url, params, { signal });
  if (body.code !== CODE_OK || !Array.isArray(body.data?.items)) throw body;
  return body.data;
}
