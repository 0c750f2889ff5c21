import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { SearchPage } from '../api/help-types';
import { MarkedText } from './marked-text';
import { questionHref } from './question-links';

const serviceLinks = [
  { to: '/service/afterSales', key: 'routes.service.afterSales' },
  { to: '/service/feedback', key: 'routes.service.feedback' },
  { to: '/service/cooperation', key: 'routes.service.cooperation' },
];

/** Search hits with their matches marked, a pager, or the empty state that offers the service forms. */
export function SearchResults({ keyword, result, pageHref }: { keyword: string; result: SearchPage; pageHref: (page: number) => string }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  if (result.total === 0) {
    return (
      <section className="hs-empty" aria-live="polite">
        <h2>{t('helpService.help.noResults', { keyword })}</h2>
        <p>{t('helpService.help.askUs')}</p>
        <ul className="help-question-links">
          {serviceLinks.map((link) => (
            <li key={link.to}><Link to={localize(link.to)}>{t(link.key)}</Link></li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <section aria-labelledby="help-results-title">
      <h2 id="help-results-title" aria-live="polite">{t('helpService.help.results', { count: result.total, keyword })}</h2>
      <ol className="help-results">
        {result.items.map((hit) => (
          <li key={hit.id} className="hs-card">
            <h3><Link to={localize(questionHref(hit))}><MarkedText parts={hit.titleParts} /></Link></h3>
            <p><MarkedText parts={hit.excerptParts} /></p>
          </li>
        ))}
      </ol>
      {pages > 1 ? (
        <nav className="hs-pager" aria-label={t('helpService.help.pageOf', { page: result.page, pages })}>
          {result.page > 1 ? <Link to={pageHref(result.page - 1)}>{t('helpService.help.previous')}</Link> : null}
          <span>{t('helpService.help.pageOf', { page: result.page, pages })}</span>
          {result.page < pages ? <Link to={pageHref(result.page + 1)}>{t('helpService.help.next')}</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
