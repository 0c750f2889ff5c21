import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { useOrderCounts } from '../../../lib/get-order-counts';
import { ORDER_STATUSES, useOrderStatusText, type OrderCounts } from '../../../lib/order-status';
import { PortalBlock } from './portal-block';

const noOrders = (counts: OrderCounts) => ORDER_STATUSES.every((status) => !counts[status]);

/** How many orders are in each status, each count a link to the orders page filtered by it. */
export function OrderCountsBlock() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const statusText = useOrderStatusText();
  return (
    <PortalBlock
      title={t('accountPortal.orders.title')}
      more={{ to: localize('/user/order'), label: t('accountPortal.orders.all') }}
      request={useOrderCounts()}
      failedText={t('accountPortal.orders.failed')}
      empty={{
        when: noOrders,
        content: (
          <>
            <p>{t('accountPortal.orders.empty')}</p>
            <Link to={localize('/')}>{t('accountPortal.orders.startShopping')}</Link>
          </>
        ),
      }}
    >
      {(counts) => (
        <ul className="portal-counts">
          {ORDER_STATUSES.map((status) => (
            <li key={status}>
              <Link to={localize(`/user/order?status=${status}`)}>
                <span>{statusText(status)}</span> <strong className="portal-count">{counts[status] ?? 0}</strong>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PortalBlock>
  );
}
