import { apiPost } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import type { LabList } from './lab-list-types';

/**
 * POST /api/lablists/import?name=… (new list) or ?listId=… (add to one), multipart with the CSV/XLSX `file`.
 * A file with bad rows rejects with the envelope: `data.errors` lists them by line number; nothing was applied.
 */
export async function importLabList(target: { name: string } | { listId: number }, file: File): Promise<LabList> {
  const form = new FormData();
  form.append('file', file);
  const body = await apiPost<LabList>('/api/lablists/import', form, { params: target });
  if (body.code !== CODE_OK || !body.data) throw body;
  return body.data;
}
