import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { orderPaths } from '../model/order-paths';

/** No order at all (a way to the shop), or none for this tab or search (also a way back to all of them). */
export function OrdersEmpty({ filtered, onShowAll }: { filtered: boolean; onShowAll: () => void }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <div className="orders-state">
      <p>{filtered ? t('accountOrders.list.noMatch') : t('accountOrders.list.empty')}</p>
      <div className="orders-actions">
        {filtered ? <button type="button" className="button" onClick={onShowAll}>{t('accountOrders.list.showAll')}</button> : null}
        <Link className={filtered ? 'button' : 'button button-primary'} to={localize(orderPaths.shop)}>
          {t('accountOrders.list.startShopping')}
        </Link>
      </div>
    </div>
  );
}
