import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useQuery } from '@labmall/shared/hooks/use-request';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { ContentSection } from '../api/article-types';
import { articlesQuery } from '../api/get-articles';
import { ArticleCardView } from './article-card';
import { LoadFailed, LoadingBlocks } from './load-states';
import './articles.css';

export const teaserQuery = (section: ContentSection, count: number) => articlesQuery({ section, page: 1, pageSize: count });

/** The newest few articles of a section under a heading, with a link to the whole list when there is one. */
export function ArticleTeasers({ section, count, heading, moreHref }: { section: ContentSection; count: number; heading: string; moreHref?: string }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { data, error, retry } = useQuery(teaserQuery(section, count));
  const headingId = `study-teasers-${section}`;
  return (
    <section className="study-teasers" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {error && !data ? (
        <LoadFailed onRetry={retry} />
      ) : data ? (
        data.items.length ? (
          <ul className="study-cards">{data.items.map((article) => <li key={article.id}><ArticleCardView article={article} headingLevel={3} /></li>)}</ul>
        ) : <p className="study-state">{t('studyZone.empty')}</p>
      ) : <LoadingBlocks />}
      {moreHref && data && data.total > data.items.length ? (
        <p><Link to={localize(moreHref)} className="study-more">{t('studyZone.viewAll', { count: data.total })}</Link></p>
      ) : null}
    </section>
  );
}
