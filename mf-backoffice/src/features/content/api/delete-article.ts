import { staffPost } from '../../../lib/staff-api';

/** POST /api/backoffice/content/article/delete (content): removes the article read at `version`. */
export async function deleteArticle(id: number, version: string) {
  return staffPost<null>('/api/backoffice/content/article/delete', { id, version });
}
