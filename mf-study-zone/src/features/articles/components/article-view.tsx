import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { ArticleDetail } from '../api/article-types';
import { articlePath } from '../lib/article-paths';
import { formatPublished } from '../lib/format';
import { FileList } from './file-list';
import { VideoPlayer } from './video-player';
import { useContentLanguage } from '../hooks/use-content-language';
import './articles.css';

/** A whole article: heading, meta, video, the sanitized body, downloads, related links and its neighbours. */
export function ArticleView({ article, title }: { article: ArticleDetail; title: string }) {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  const language = useContentLanguage();
  const linkTo = (section: ArticleDetail['section'], id: number) => {
    const path = articlePath(section, id);
    return path ? localize(path) : null;
  };
  const previous = article.previous && linkTo(article.section, article.previous.id);
  const next = article.next && linkTo(article.section, article.next.id);
  return (
    <article className="study-article" lang={article.languages.includes(language) ? undefined : 'zh'}>
      <header className="study-article-header">
        <h1>{title}</h1>
        <p className="study-meta">
          <time dateTime={article.publishedAt}>{formatPublished(article.publishedAt, i18n.language)}</time>
          {article.author ? <span>{t('studyZone.by', { author: article.author })}</span> : null}
        </p>
        <p className="study-article-summary">{article.summary}</p>
        {article.tags.length > 0 ? (
          <ul className="study-tags" aria-label={t('studyZone.tags')}>{article.tags.map((tag) => <li key={tag}>{tag}</li>)}</ul>
        ) : null}
      </header>
      {article.video ? <VideoPlayer video={article.video} title={article.title} /> : null}
      {/* Sanitized by the API (modules/content/render-body.ts): no script, handler or javascript: link survives. */}
      <div className="study-body" dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
      <FileList files={article.files} heading={t('studyZone.downloads')} />
      {article.relatedProducts.length > 0 ? (
        <section className="study-related" aria-labelledby="study-related-products">
          <h2 id="study-related-products">{t('studyZone.relatedProducts')}</h2>
          <ul className="study-related-products">
            {article.relatedProducts.map((product) => (
              <li key={product.id}>
                <Link to={localize(`/product/${product.id}`)}>
                  {product.image ? <img src={product.image} alt="" width={64} height={64} loading="lazy" /> : null}
                  <span>{product.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {article.relatedArticles.length > 0 ? (
        <section className="study-related" aria-labelledby="study-related-articles">
          <h2 id="study-related-articles">{t('studyZone.relatedArticles')}</h2>
          <ul>
            {article.relatedArticles.map((related) => {
              const href = linkTo(related.section, related.id);
              return <li key={related.id}>{href ? <Link to={href}>{related.title}</Link> : related.title}</li>;
            })}
          </ul>
        </section>
      ) : null}
      {previous || next ? (
        <nav className="study-neighbours" aria-label={t('studyZone.neighbours')}>
          {previous ? <Link to={previous} rel="prev">{t('studyZone.previousArticle', { title: article.previous!.title })}</Link> : <span />}
          {next ? <Link to={next} rel="next">{t('studyZone.nextArticle', { title: article.next!.title })}</Link> : <span />}
        </nav>
      ) : null}
    </article>
  );
}
