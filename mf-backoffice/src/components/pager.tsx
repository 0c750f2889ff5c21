import { useTranslation } from '@labmall/shared/i18n/react';

/** Previous / "page n of m" / next for a table whose page lives in the URL; nothing for one page. */
export function Pager({ page, total, pageSize, onPage }: { page: number; total: number; pageSize: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  if (lastPage <= 1) return null;
  return (
    <nav className="bo-pager" aria-label={t('backoffice.pager.label')}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('backoffice.pager.previous')}</button>
      <span aria-current="page">{t('backoffice.pager.position', { page, lastPage, total })}</span>
      <button type="button" className="button" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>{t('backoffice.pager.next')}</button>
    </nav>
  );
}
