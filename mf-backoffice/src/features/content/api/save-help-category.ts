import type { Localized } from '../../../lib/localized';
import { staffPost } from '../../../lib/staff-api';
import type { Saved } from './save-article';

export interface HelpCategoryInput { id?: number; version?: string; slug: string; name: Localized; sort: number }

/** POST /api/backoffice/content/help/category/save (content): a new group or an edit at the version read; a slug taken → 409. */
export const saveHelpCategory = (input: HelpCategoryInput) => staffPost<Saved>('/api/backoffice/content/help/category/save', input);
