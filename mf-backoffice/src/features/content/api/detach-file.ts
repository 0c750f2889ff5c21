import { staffPost } from '../../../lib/staff-api';

/** POST /api/backoffice/content/file/detach (content): takes a file off its article (its link keeps working). */
export async function detachFile(id: number) {
  return staffPost<null>('/api/backoffice/content/file/detach', { id });
}
