import { staffPost } from '../../../lib/staff-api';
import type { Saved } from './save-article';

/** POST /api/backoffice/content/article/status (content): publish (now, or at `publishAt`), back to draft, or archive. */
export async function setArticleStatus(id: number, version: string, status: 'draft' | 'published' | 'archived', publishAt?: string) {
  return staffPost<Saved>('/api/backoffice/content/article/status', { id, version, status, ...(publishAt ? { publishAt } : {}) });
}
