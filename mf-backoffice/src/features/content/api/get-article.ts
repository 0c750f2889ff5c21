import { useRequest } from '@labmall/shared/hooks/use-request';
import { staffGet } from '../../../lib/staff-api';
import type { ContentLanguage } from '../../../lib/localized';
import type { ArticleState } from './get-articles';

export type PartialText = Partial<Record<ContentLanguage, string>>;
export interface ContentFile { id: number; kind: string; name: string; mimeType: string; size: number; url: string }

export interface ArticleRecord {
  id: number;
  version: string;
  slug: string;
  section: string;
  status: 'draft' | 'published' | 'archived';
  state: ArticleState;
  title: PartialText;
  summary: PartialText;
  body: PartialText;
  author: string;
  tags: Partial<Record<ContentLanguage, string[]>>;
  publishedAt: string;
  missing: ContentLanguage[];
  files: ContentFile[];
  cover: ContentFile | null;
  video: ContentFile | null;
  /** The video's caption tracks (WebVTT), one per language at most. */
  captions: Array<{ lang: ContentLanguage; file: ContentFile }>;
}

/** GET /api/backoffice/content/article (content): the whole article as stored, with its version and files. */
export async function getArticle(id: number) {
  return staffGet<ArticleRecord>('/api/backoffice/content/article', { id });
}

/** `reload` changes after a save or an upload, so the article is asked for again. */
export const useArticle = (id: number | null, reload: number) =>
  useRequest(id ? `backoffice-article|${id}|${reload}` : null, () => getArticle(id!));
