import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { CartReportLine } from '../api/lab-list-types';

/** What "add all to cart" did with each line: all of it, part of it (short of stock) or nothing, and why. */
export function CartReport({ lines }: { lines: CartReportLine[] }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const whole = lines.every((line) => line.status === 'added');
  return (
    <section className="lab-cart-report" aria-labelledby="lab-cart-report-title" data-testid="cart-report">
      <h2 id="lab-cart-report-title">{t(whole ? 'labLists.cart.allAdded' : 'labLists.cart.someNotAdded')}</h2>
      <ul>
        {lines.map((line) => (
          <li key={line.lineId} className={`lab-report-${line.status}`}>
            <strong>{line.name}</strong> <code>{line.skuCode}</code>{' '}
            {t(`labLists.cart.status.${line.status}`, { added: line.added, requested: line.requested })}
          </li>
        ))}
      </ul>
      <Link className="button button-primary" to={localize('/shopping')}>{t('labLists.cart.goToCart')}</Link>
    </section>
  );
}
