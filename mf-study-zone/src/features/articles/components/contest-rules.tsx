import { useTranslation } from '@labmall/shared/i18n/react';
import { useQuery } from '@labmall/shared/hooks/use-request';
import { articleQuery } from '../api/get-article';
import { teaserQuery } from './article-teasers';
import { LoadFailed, LoadingBlocks } from './load-states';

/** The paper contest's page of rules and timeline: the newest `paperContest` article. */
export const contestListQuery = teaserQuery('paperContest', 1);
export const contestQuery = (id: number) => articleQuery(id, 'paperContest');

function ContestBody({ id }: { id: number }) {
  const { data: article, error, retry } = useQuery(contestQuery(id));
  if (error && !article) return <LoadFailed onRetry={retry} />;
  if (!article) return <LoadingBlocks />;
  return (
    <section className="study-contest" aria-labelledby="study-contest-heading">
      <h2 id="study-contest-heading">{article.title}</h2>
      <p className="study-article-summary">{article.summary}</p>
      {/* Sanitized by the API (modules/content/render-body.ts). */}
      <div className="study-body" dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
    </section>
  );
}

/** The contest's rules and timeline, as staff publish them (section paperContest). */
export function ContestRules() {
  const { t } = useTranslation();
  const { data, error, retry } = useQuery(contestListQuery);
  const first = data?.items[0];
  if (error && !data) return <LoadFailed onRetry={retry} />;
  if (!data) return <LoadingBlocks />;
  return first ? <ContestBody id={first.id} /> : <p className="study-state">{t('studyZone.empty')}</p>;
}
