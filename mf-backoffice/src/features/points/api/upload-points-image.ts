import { staffPost } from '../../../lib/staff-api';

/** POST /api/backoffice/points/goods/image (points): one PNG, JPEG or WebP file (≤ 8 MB), resized on the server; answers its URL. */
export async function uploadPointsImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  return staffPost<{ url: string }>('/api/backoffice/points/goods/image', form);
}
