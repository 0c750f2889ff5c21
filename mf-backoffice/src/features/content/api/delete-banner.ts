import { staffPost } from '../../../lib/staff-api';

/** POST /api/backoffice/content/banner/delete (content). */
export const deleteBanner = (id: number, version: string) => staffPost<null>('/api/backoffice/content/banner/delete', { id, version });
