import { useTranslation } from '@labmall/shared/i18n/react';
import { useQuery } from '@labmall/shared/hooks/use-request';
import { isPageError, PageError } from '@labmall/shared/routing/page-error';
import type { ArticleDetail, DetailSection } from '../api/article-types';
import { articleQuery } from '../api/get-article';

/**
 * The article (from the route loader's answer when there is one), asked again when the language changes.
 * A 404 is thrown during render, so the shell's route boundary shows its not-found page (HTTP 404 on the server).
 */
export function useArticle(id: number, section: DetailSection) {
  const { t } = useTranslation();
  const { data, error, loading, retry } = useQuery(articleQuery(id, section));
  if (isPageError(error)) throw error.message ? error : new PageError(error.status, t('studyZone.notFound'));
  const article: ArticleDetail | undefined = data?.id === id ? data : undefined;
  return { article, loading: loading && !article, failed: error !== undefined && !article, retry };
}
