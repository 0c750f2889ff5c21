import { staffPost } from '../../../lib/staff-api';
import type { Banner } from './get-banners';
import type { Saved } from './save-article';

export type BannerInput = Omit<Banner, 'id' | 'version'> & { id?: number; version?: string };

/** POST /api/backoffice/content/banner/save (content): a new banner or an edit at the version read. */
export const saveBanner = (input: BannerInput) => staffPost<Saved>('/api/backoffice/content/banner/save', input);
