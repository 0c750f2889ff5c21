import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { pageNumbers } from '@labmall/shared/paging/page-numbers';
import './pager.css';

interface PagerProps {
  page: number;
  lastPage: number;
  /**
   * The query string of a page (`?…&page=n`, keeping the rest of the URL): real links, so a page opens in a
   * new tab, survives a reload and can be shared.
   */
  searchOf: (page: number) => string;
  /** The navigation's accessible name when "Pages" is not enough (the orders page says "Order pages"). */
  label?: string;
  /** Links to the first, last and nearby pages (long lists) instead of "Page n of m". */
  numbered?: boolean;
  /** Called when a page link is followed, so the list can move the focus to its results. */
  onNavigate?: () => void;
}

/** Previous, the page (numbered links or "page n of m") and next, as a named navigation; nothing for one page. */
export function Pager({ page, lastPage, searchOf, label, numbered = false, onNavigate }: PagerProps) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  const step = (target: number, text: string, rel: 'prev' | 'next') =>
    target >= 1 && target <= lastPage ? (
      <Link to={{ search: searchOf(target) }} rel={rel} onClick={onNavigate}>{text}</Link>
    ) : (
      <span aria-disabled="true">{text}</span>
    );
  const pages = numbered ? (
    pageNumbers(page, lastPage).map((item, index) => (
      <li key={item === 'gap' ? `gap-${index}` : item}>
        {item === 'gap' ? (
          <span aria-hidden="true">…</span>
        ) : (
          <Link
            to={{ search: searchOf(item) }} onClick={onNavigate} aria-current={item === page ? 'page' : undefined}
            aria-label={t('accountCommon.pager.page', { page: item })}
          >
            {item}
          </Link>
        )}
      </li>
    ))
  ) : (
    <li><span aria-current="page">{t('accountCommon.pager.position', { page, lastPage })}</span></li>
  );
  return (
    <nav className="account-pager" aria-label={label ?? t('accountCommon.pager.label')}>
      <ul>
        <li>{step(page - 1, t('accountCommon.pager.previous'), 'prev')}</li>
        {pages}
        <li>{step(page + 1, t('accountCommon.pager.next'), 'next')}</li>
      </ul>
    </nav>
  );
}
