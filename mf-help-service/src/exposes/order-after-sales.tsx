import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useQuery } from '@labmall/shared/hooks/use-request';
import { useAppStore } from '@labmall/shared/store/app-store';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { afterSalesOrderQuery } from '../features/after-sales/api/get-after-sales-order';
import { RequestList } from '../features/after-sales/components/request-list';
import '../components/help-service.css';

/**
 * Fragment for the account's order detail (RemoteSlot, docs/contracts.md): the order's after-sales requests
 * with their status and, while some line can still have one, the "request after-sales" link pre-filled with
 * the order. Shows nothing for an order that cannot have after-sales and none yet.
 */
export default function OrderAfterSales({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const userId = useAppStore((s) => s.auth.user?.id);
  const { data } = useQuery(afterSalesOrderQuery(String(userId ?? ''), orderNo));
  if (!data) return null;
  const canRequest = data.eligible && data.lines.some((line) => !line.hasOpenRequest);
  return (
    <div className="hs-order-after-sales">
      {canRequest ? (
        <Link className="button" to={`${localize('/service/afterSales')}?orderNo=${encodeURIComponent(orderNo)}`}>
          {t('helpService.afterSales.request')}
        </Link>
      ) : null}
      <RequestList requests={data.requests} />
    </div>
  );
}
