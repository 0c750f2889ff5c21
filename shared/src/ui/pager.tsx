import type { ReactNode } from 'react';
import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { pageNumbers } from '@labmall/shared/paging/page-numbers';

interface PagerProps {
  page: number;
  lastPage: number;
  /**
   * The query string of a page (`?…&page=n`, keeping the rest of the URL): the pager shows real links, so a page
   * opens in a new tab, survives a reload and can be shared. Without it, `onPage` is called from buttons.
   */
  searchOf?: (page: number) => string;
  /** For a page held in the component's state (a ledger inside a dialog): buttons call it with the page asked for. */
  onPage?: (page: number) => void;
  /** The navigation's accessible name when "Pages" is not enough (the orders page says "Order pages"). */
  label?: string;
  /** Links to the first, last and nearby pages (long lists) instead of "Page n of m". */
  numbered?: boolean;
  /** How many items in all, said beside the position ("Page 2 of 3 (45 in all)"). */
  total?: number;
  /** Called when a page is chosen, so the list can move the focus to its results. */
  onNavigate?: () => void;
  /** The page's own class for the navigation (this component brings no styles). */
  className?: string;
}

/**
 * Previous, the page (numbered or "page n of m") and next, as a named navigation; nothing for one page. At either end
 * "previous" or "next" stays in place, aria-disabled: a disabled button would drop the focus of whoever just used it.
 */
export function Pager({ page, lastPage, searchOf, onPage, label, numbered = false, total, onNavigate, className }: PagerProps) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  const go = (target: number, content: ReactNode, props: { rel?: 'prev' | 'next'; current?: boolean; name?: string } = {}) => {
    const inRange = target >= 1 && target <= lastPage;
    const current = props.current ? ('page' as const) : undefined;
    if (searchOf) {
      return inRange ? (
        <Link to={{ search: searchOf(target) }} rel={props.rel} onClick={onNavigate} aria-current={current} aria-label={props.name}>{content}</Link>
      ) : (
        <span aria-disabled="true">{content}</span>
      );
    }
    return (
      <button
        type="button" className="button" aria-disabled={!inRange || undefined} aria-current={current} aria-label={props.name}
        onClick={() => {
          if (!inRange || props.current) return;
          onPage?.(target);
          onNavigate?.();
        }}
      >
        {content}
      </button>
    );
  };
  const position = total === undefined
    ? t('common.pager.position', { page, lastPage })
    : t('common.pager.positionWithTotal', { page, lastPage, total });
  const pages = numbered ? (
    pageNumbers(page, lastPage).map((item, index) => (
      <li key={item === 'gap' ? `gap-${index}` : item}>
        {item === 'gap' ? <span aria-hidden="true">…</span> : go(item, item, { current: item === page, name: t('common.pager.page', { page: item }) })}
      </li>
    ))
  ) : (
    <li><span aria-current="page">{position}</span></li>
  );
  return (
    <nav className={className} aria-label={label ?? t('common.pager.label')}>
      <ul>
        <li>{go(page - 1, t('common.pager.previous'), { rel: 'prev' })}</li>
        {pages}
        <li>{go(page + 1, t('common.pager.next'), { rel: 'next' })}</li>
      </ul>
    </nav>
  );
}
