import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { BuyAgainReport as Report } from '../model/buy-again';
import { orderPaths } from '../model/order-paths';
import { useRejectReasonText } from '../hooks/use-order-texts';

/** What "buy again" put in the cart, which lines it could not and why, and the way to the cart. */
export function BuyAgainReport({ report }: { report: Report }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const reasonText = useRejectReasonText();
  const { orderNo, added, rejected } = report;
  const headline =
    rejected.length === 0
      ? t('accountOrders.buyAgain.allAdded', { orderNo })
      : added.length > 0
        ? t('accountOrders.buyAgain.someAdded', { orderNo })
        : t('accountOrders.buyAgain.noneAdded', { orderNo });
  return (
    <div className="orders-buy-again">
      <p>{headline}</p>
      {added.length > 0 && rejected.length > 0 ? (
        <>
          <p className="orders-buy-again-title">{t('accountOrders.buyAgain.addedTitle')}</p>
          <ul>
            {added.map((item) => (
              <li key={item.skuId}>{t('accountOrders.buyAgain.line', { name: item.name, spec: item.spec, quantity: item.quantity })}</li>
            ))}
          </ul>
        </>
      ) : null}
      {rejected.length > 0 ? (
        <>
          <p className="orders-buy-again-title">{t('accountOrders.buyAgain.rejectedTitle')}</p>
          <ul>
            {rejected.map(({ item, reason }) => (
              <li key={item.skuId}>{t('accountOrders.buyAgain.rejectedLine', { name: item.name, spec: item.spec, reason: reasonText(reason) })}</li>
            ))}
          </ul>
        </>
      ) : null}
      {added.length > 0 ? <Link to={localize(orderPaths.cart)}>{t('accountOrders.buyAgain.viewCart')}</Link> : null}
    </div>
  );
}
