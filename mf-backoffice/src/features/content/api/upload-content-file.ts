import { staffPost } from '../../../lib/staff-api';
import type { ContentFile } from './get-article';

export type UploadKind = 'attachment' | 'cover' | 'video' | 'image' | 'captions';

/**
 * POST /api/backoffice/content/file?kind=&articleId= (content, multipart `file`): the server checks the type by
 * the file's bytes and names it after that type; `image` is a picture for a body or a banner (no article);
 * `captions` a WebVTT track of the article's video in `lang`.
 */
export async function uploadContentFile(kind: UploadKind, file: File, articleId?: number, lang?: string) {
  const form = new FormData();
  form.append('file', file);
  const query = new URLSearchParams({ kind, ...(articleId ? { articleId: String(articleId) } : {}), ...(lang ? { lang } : {}) });
  return staffPost<ContentFile>(`/api/backoffice/content/file?${query}`, form);
}
