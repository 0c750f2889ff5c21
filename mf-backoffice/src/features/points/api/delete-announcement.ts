import { staffPost } from '../../../lib/staff-api';

/** POST /api/backoffice/points/announcements/delete (points): at the version shown (409 staleRecord). */
export const deleteAnnouncement = (input: { id: number; version: string }) => staffPost<null>('/api/backoffice/points/announcements/delete', input);
