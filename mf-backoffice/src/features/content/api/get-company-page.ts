import type { Localized } from '../../../lib/localized';
import { staffGet } from '../../../lib/staff-api';

export interface CompanyPage { slug: string; version: string; title: Localized; lead: Localized; sections: Array<{ heading: Localized; body: Localized }>; revised: string }

/** GET /api/backoffice/content/page (content): one company page in its four languages, to edit. */
export const getCompanyPage = (slug: string) => staffGet<CompanyPage>('/api/backoffice/content/page', { slug });
