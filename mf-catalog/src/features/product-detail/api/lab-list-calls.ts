import { apiGet, apiPost } from '@labmall/shared/api/lazy-client';
import { CODE_OK } from '@labmall/shared/api/envelope';

/** A lab list as GET /api/lablists/list names it (docs/lab-lists-api.md). */
export interface LabListSummary {
  id: number;
  name: string;
  lineCount: number;
}

/** GET /api/lablists/list: the shopper's lists, most recently changed first. */
export async function getLabLists(): Promise<LabListSummary[]> {
  const body = await apiGet<LabListSummary[]>('/api/lablists/list');
  if (body.code !== CODE_OK || !Array.isArray(body.data)) throw body;
  return body.data;
}

/**
 * Puts a SKU on a list: POST /api/lablists/line/add onto an existing list (quantities add up), or
 * POST /api/lablists/create for a new list holding it. Resolves with the list's id and name.
 */
export async function addToLabList(target: { listId: number } | { name: string }, line: { skuId: number; quantity: number }): Promise<{ id: number; name: string }> {
  const body =
    'listId' in target
      ? await apiPost<{ id: number; name: string }>('/api/lablists/line/add', { listId: target.listId, ...line })
      : await apiPost<{ id: number; name: string }>('/api/lablists/create', { name: target.name, items: [line] });
  if (body.code !== CODE_OK || !body.data) throw body;
  return { id: body.data.id, name: body.data.name };
}
