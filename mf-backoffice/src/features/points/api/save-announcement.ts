import { staffPost } from '../../../lib/staff-api';
import type { Announcement } from './get-announcements';

/** POST /api/backoffice/points/announcements/save (points): creates, or edits at its version (409 staleRecord). */
export const saveAnnouncement = (input: Omit<Announcement, 'id' | 'version'> & { id?: number; version?: string }) =>
  staffPost<{ id: number; version: string }>('/api/backoffice/points/announcements/save', input);
