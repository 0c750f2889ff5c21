import { apiGet, apiPost } from '@labmall/shared/api/lazy-client';
import { CODE_OK } from '@labmall/shared/api/envelope';

// The shop's client resolves a few codes besides 200 (-1007, a 401 left after a failed refresh): a console call
// either did what it was asked or rejects with the envelope, so the page shows the server's message.
function dataOf<T>(body: { code: number; data: T }): T {
  if (body.code !== CODE_OK) throw body;
  return body.data;
}

/** GET a back office call; resolves with `data` of a 200 answer. */
export async function staffGet<T>(url: string, params?: unknown): Promise<T> {
  return dataOf(await apiGet<T>(url, params));
}

/** POST a back office call (JSON, or multipart for a FormData body: the client decides); resolves with `data` of a 200 answer. */
export async function staffPost<T>(url: string, body?: unknown): Promise<T> {
  return dataOf(await apiPost<T>(url, body));
}

/** PUT a back office call (the shop's lazy client offers GET and POST only; same instance, token and rules); resolves with `data` of a 200 answer. */
export async function staffPut<T>(url: string, body: unknown): Promise<T> {
  const { apiClient } = await import('@labmall/shared/api/client');
  return dataOf((await apiClient.put<{ code: number; data: T }>(url, body)).data);
}
