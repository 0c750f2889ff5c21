import { staffPost } from '../../../lib/staff-api';

/** POST /api/backoffice/catalogue/import/apply (catalogue): applies a checked import, all of it or nothing. */
export async function applyImport(importId: string) {
  return staffPost<{ create: number; update: number; unchanged: number }>('/api/backoffice/catalogue/import/apply', { importId });
}
