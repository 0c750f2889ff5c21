import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { useJsonLd } from '@labmall/shared/seo/json-ld';
import type { ArticleDetail, ContentSection, DetailSection } from '../api/article-types';
import { useArticle } from '../hooks/use-article';
import { useRecordRead } from '../hooks/use-record-read';
import { sectionPath, sectionTitleKey } from '../lib/article-paths';
import { ArticleView } from './article-view';
import { LoadingBlocks } from './load-states';

/** schema.org Article of the page (headline, dates, author, languages). */
function articleJsonLd(article: ArticleDetail): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.summary,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    ...(article.author ? { author: { '@type': 'Person', name: article.author } } : {}),
    ...(article.cover ? { image: article.cover } : {}),
    ...(article.tags.length ? { keywords: article.tags.join(', ') } : {}),
    inLanguage: article.languages,
  };
}

/**
 * An article's page: title rule (query title, else the article's, else "article detail"), description,
 * breadcrumb through its list, Article JSON-LD, the signed-in reader's read, and loading / error states.
 */
export function ArticlePage({ id, section, titleKey, listSection }: { id: number; section: DetailSection; titleKey: string; listSection: ContentSection }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { article, loading, failed, retry } = useArticle(id, section);
  const own = article?.section ?? listSection;
  usePageMeta({
    titleKey,
    titleQuery: 'title',
    trail: [{ label: t(sectionTitleKey(own)), to: localize(sectionPath(own)) }],
    ogType: 'article',
    ...(article ? { title: article.title, description: article.summary, keywords: article.tags.join(', ') } : {}),
    ...(article?.cover ? { image: article.cover } : {}),
  });
  useJsonLd('Article', article ? articleJsonLd(article) : undefined);
  useRecordRead(article?.id);

  if (article) return <ArticleView article={article} title={article.title} />;
  if (failed) {
    return (
      <section className="study-state" role="alert">
        <h1>{t('studyZone.articleFailed')}</h1>
        <button type="button" className="button button-primary" onClick={retry}>{t('studyZone.retry')}</button>
      </section>
    );
  }
  return loading ? <LoadingBlocks count={3} /> : null;
}
