import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { pageNumbers } from '@labmall/shared/paging/page-numbers';

/** Page links (real links: the page is in the URL, so a page opens in a new tab and is server-rendered). */
export function StudyPagination({ page, lastPage, pageHref }: { page: number; lastPage: number; pageHref: (page: number) => string }) {
  const { t } = useTranslation();
  const items = pageNumbers(page, lastPage);
  if (items.length === 0) return null;
  const step = (target: number, label: string, rel: string) =>
    target >= 1 && target <= lastPage ? <Link to={pageHref(target)} rel={rel}>{label}</Link> : <span aria-disabled="true">{label}</span>;
  return (
    <nav className="study-pagination" aria-label={t('studyZone.pagination')}>
      <ul>
        <li>{step(page - 1, t('studyZone.previousPage'), 'prev')}</li>
        {items.map((item, index) => (
          <li key={item === 'gap' ? `gap-${index}` : item}>
            {item === 'gap' ? <span aria-hidden="true">…</span> : (
              <Link to={pageHref(item)} aria-current={item === page ? 'page' : undefined} aria-label={t('studyZone.pageN', { page: item })}>{item}</Link>
            )}
          </li>
        ))}
        <li>{step(page + 1, t('studyZone.nextPage'), 'next')}</li>
      </ul>
    </nav>
  );
}
