import { staffPost } from '../../../lib/staff-api';

/**
 * POST /api/backoffice/support/forms/banner (support): a home carousel banner with the form's title that opens it;
 * `image` is a picture the shop serves (/media/… or a content file). Edited afterwards on the Home banners page.
 */
export async function addFormBanner(formId: string, image: string) {
  return staffPost<{ id: number; link: string }>('/api/backoffice/support/forms/banner', { formId, image });
}
