import { staffPost } from '../../../lib/staff-api';

/** POST /api/backoffice/catalogue/product/image (catalogue): one PNG, JPEG or WebP file (≤ 8 MB); answers its URL. */
export async function uploadImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  return staffPost<{ url: string }>('/api/backoffice/catalogue/product/image', form);
}
