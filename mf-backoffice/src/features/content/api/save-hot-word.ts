import { staffPost } from '../../../lib/staff-api';
import type { PartialText } from './get-article';
import type { Saved } from './save-article';

/** POST /api/backoffice/content/hotword/save (content): a new word or an edit at the version read. */
export const saveHotWord = (input: { id?: number; version?: string; word: PartialText; sort: number }) =>
  staffPost<Saved>('/api/backoffice/content/hotword/save', input);
