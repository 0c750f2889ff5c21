import { staffPost } from '../../../lib/staff-api';
import type { ContentLanguage } from '../../../lib/localized';
import type { PartialText } from './get-article';

export interface ArticleInput {
  id?: number;
  version?: string;
  slug: string;
  section: string;
  title: PartialText;
  summary: PartialText;
  body: PartialText;
  author: string;
  tags: Partial<Record<ContentLanguage, string[]>>;
}
export interface Saved { id: number; version: string }

/** POST /api/backoffice/content/article/save (content): a new draft, or an edit at the version read (409 otherwise). */
export async function saveArticle(input: ArticleInput) {
  return staffPost<Saved>('/api/backoffice/content/article/save', input);
}
