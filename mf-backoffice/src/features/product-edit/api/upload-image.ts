import { apiPost } from '@labmall/shared/api/lazy-client';

/** POST /api/backoffice/catalogue/product/image (catalogue): one PNG, JPEG or WebP file (≤ 8 MB); answers its URL. */
export async function uploadImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  return (await apiPost<{ url: string }>('/api/backoffice/catalogue/product/image', form)).data;
}
