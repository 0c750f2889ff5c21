import { apiPost } from '@labmall/shared/api/lazy-client';

/** POST /api/backoffice/catalogue/import/apply (catalogue): applies a checked import, all of it or nothing. */
export async function applyImport(importId: string) {
  return (await apiPost<{ create: number; update: number; unchanged: number }>('/api/backoffice/catalogue/import/apply', { importId })).data;
}
