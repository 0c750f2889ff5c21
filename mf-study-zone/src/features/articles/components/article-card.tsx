import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { ArticleCard } from '../api/article-types';
import { articlePath } from '../lib/article-paths';
import { formatPublished } from '../lib/format';
import { FileList } from './file-list';

/** One article in a list: its title (a link to the article), date, author, summary, tags and downloads. */
export function ArticleCardView({ article, headingLevel = 2 }: { article: ArticleCard; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  const path = articlePath(article.section, article.id);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="study-card">
      {article.cover ? <img className="study-card-cover" src={article.cover} alt="" loading="lazy" width={160} height={90} /> : null}
      <div className="study-card-text">
        <Heading className="study-card-title">
          {path ? <Link to={localize(path)}>{article.title}</Link> : article.title}
        </Heading>
        <p className="study-meta">
          <time dateTime={article.publishedAt}>{formatPublished(article.publishedAt, i18n.language)}</time>
          {article.author ? <span>{t('studyZone.by', { author: article.author })}</span> : null}
          {article.hasVideo ? <span className="study-badge">{t('studyZone.video')}</span> : null}
        </p>
        <p className="study-card-summary">{article.summary}</p>
        {article.tags.length > 0 ? (
          <ul className="study-tags" aria-label={t('studyZone.tags')}>
            {article.tags.map((tag) => <li key={tag}>{tag}</li>)}
          </ul>
        ) : null}
        <FileList files={article.files} />
      </div>
    </article>
  );
}
