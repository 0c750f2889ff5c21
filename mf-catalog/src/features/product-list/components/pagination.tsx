import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { pageNumbers } from '@labmall/shared/paging/page-numbers';

interface PaginationProps {
  page: number;
  lastPage: number;
  /** The query string of a page (`?…&page=n`): real links, so a page opens in a new tab too. */
  pageSearch: (page: number) => string;
  /** Called when a page link is followed, so the list can move focus to its results. */
  onNavigate: () => void;
}

export function Pagination({ page, lastPage, pageSearch, onNavigate }: PaginationProps) {
  const { t } = useTranslation();
  const items = pageNumbers(page, lastPage);
  if (items.length === 0) return null;
  const step = (target: number, label: string, rel: string) =>
    target >= 1 && target <= lastPage ? (
      <Link to={pageSearch(target)} rel={rel} onClick={onNavigate}>{label}</Link>
    ) : (
      <span aria-disabled="true">{label}</span>
    );
  return (
    <nav className="pagination" aria-label={t('catalog.list.pagination')}>
      <ul>
        <li>{step(page - 1, t('catalog.list.previous'), 'prev')}</li>
        {items.map((item, index) => (
          <li key={item === 'gap' ? `gap-${index}` : item}>
            {item === 'gap' ? (
              <span aria-hidden="true">…</span>
            ) : (
              <Link to={pageSearch(item)} onClick={onNavigate} aria-current={item === page ? 'page' : undefined}
                aria-label={t('catalog.list.pageN', { page: item })}>
                {item}
              </Link>
            )}
          </li>
        ))}
        <li>{step(page + 1, t('catalog.list.next'), 'next')}</li>
      </ul>
    </nav>
  );
}
