import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';

/** Previous, "page n of m" and next as real links (the page lives in the URL); nothing for one page. */
export function Pager({ page, lastPage, searchOf }: { page: number; lastPage: number; searchOf: (page: number) => string }) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  const step = (target: number, text: string, rel: 'prev' | 'next') =>
    target >= 1 && target <= lastPage ? <Link to={{ search: searchOf(target) }} rel={rel}>{text}</Link> : <span aria-disabled="true">{text}</span>;
  return (
    <nav className="mall-pager" aria-label={t('pointsMall.pager.label')}>
      <ul>
        <li>{step(page - 1, t('pointsMall.pager.previous'), 'prev')}</li>
        <li><span aria-current="page">{t('pointsMall.pager.position', { page, lastPage })}</span></li>
        <li>{step(page + 1, t('pointsMall.pager.next'), 'next')}</li>
      </ul>
    </nav>
  );
}
