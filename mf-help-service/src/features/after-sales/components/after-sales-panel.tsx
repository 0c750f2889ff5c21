import { useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useQuery } from '@labmall/shared/hooks/use-request';
import { isHttpError } from '@labmall/shared/api/http-error';
import { bodyCode } from '@labmall/shared/api/envelope';
import { LoadState } from '../../../components/load-state';
import { afterSalesOrderQuery } from '../api/get-after-sales-order';
import { eligibleOrdersQuery } from '../api/get-eligible-orders';
import type { AfterSalesRequest } from '../api/after-sales-types';
import { OrderPicker } from './order-picker';
import { RequestForm } from './request-form';
import { RequestList } from './request-list';

const isNotFound = (error: unknown) => (isHttpError(error) ? error.response?.status : bodyCode(error)) === 404;

/** The signed-in part of service/afterSales: pick an order, send a request, see the order's requests. */
export function AfterSalesPanel({ userKey, orderNo, onOrderChange }: { userKey: string; orderNo: string; onOrderChange: (orderNo: string) => void }) {
  const { t } = useTranslation();
  const orders = useQuery(eligibleOrdersQuery(userKey));
  const order = useQuery(orderNo ? afterSalesOrderQuery(userKey, orderNo) : null);
  const [sent, setSent] = useState<AfterSalesRequest | null>(null);

  return (
    <>
      <LoadState state={orders}>{(list) => <OrderPicker orders={list} value={orderNo} onChange={(next) => { setSent(null); onOrderChange(next); }} />}</LoadState>
      <p role="status" aria-live="polite" className={sent ? 'hs-success' : undefined}>
        {sent ? t('helpService.afterSales.sent', { no: sent.requestNo }) : ''}
      </p>
      {orderNo && isNotFound(order.error) ? (
        <p className="hs-empty" role="alert">{t('helpService.afterSales.orderNotFound')}</p>
      ) : orderNo ? (
        <LoadState state={order}>
          {(data) => (
            <>
              {data.eligible ? (
                <RequestForm key={data.orderNo} order={data} onSent={(created) => { setSent(created); order.retry(); }} />
              ) : (
                <p className="hs-empty" role="status">{t('helpService.afterSales.notEligible')}</p>
              )}
              <RequestList requests={data.requests} />
            </>
          )}
        </LoadState>
      ) : null}
    </>
  );
}
