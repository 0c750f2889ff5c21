import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { pageNumbers } from '@labmall/shared/paging/page-numbers';

/**
 * Page links (real links: the page is in the URL, so a page opens in a new tab and is server-rendered).
 * `onNavigate` runs when one is followed, so the list can move focus to its results.
 */
export function StudyPagination({ page, lastPage, pageHref, onNavigate }: { page: number; lastPage: number; pageHref: (page: number) => string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const items = pageNumbers(page, lastPage);
  if (items.length === 0) return null;
  const step = (target: number, label: string, rel: string) =>
    target >= 1 && target <= lastPage ? <Link to={pageHref(target)} rel={rel} onClick={onNavigate}>{label}</Link> : <span aria-disabled="true">{label}</span>;
  return (
    <nav className="study-pagination" aria-label={t('studyZone.pagination')}>
      <ul>
        <li>{step(page - 1, t('studyZone.previousPage'), 'prev')}</li>
        {items.map((item, index) => (
          <li key={item === 'gap' ? `gap-${index}` : item}>
            {item === 'gap' ? <span aria-hidden="true">…</span> : (
              <Link to={pageHref(item)} onClick={onNavigate} aria-current={item === page ? 'page' : undefined} aria-label={t('studyZone.pageN', { page: item })}>{item}</Link>
            )}
          </li>
        ))}
        <li>{step(page + 1, t('studyZone.nextPage'), 'next')}</li>
      </ul>
    </nav>
  );
}
