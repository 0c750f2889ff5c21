import { useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatCurrency } from '@labmall/shared/format/currency';
import { cancelOrder } from '../api/cancel-order';
import { confirmTransfer } from '../api/confirm-transfer';
import type { StaffOrder, StaffOrderAction } from '../api/order-types';
import { refundOrder } from '../api/refund-order';
import { shipOrder } from '../api/ship-order';
import { useOrderAction, type ActionOutcome } from '../hooks/use-order-action';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { ShipDialog } from './ship-dialog';

const CONFIRMED = { cancel: cancelOrder, refund: refundOrder, confirmTransfer } as const;
type Confirmed = keyof typeof CONFIRMED;

/** The buttons for what staff may do with the order now, each behind its dialog, all sent with the version read. */
export function OrderActions({ order, onChanged }: { order: StaffOrder; onChanged: (outcome: ActionOutcome) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<StaffOrderAction | null>(null);
  const action = useOrderAction(order.orderNo, onChanged);
  const key = { orderNo: order.orderNo, version: order.version };
  const close = () => {
    setOpen(null);
    action.clearError();
  };
  const finish = (ran: boolean) => {
    if (ran) setOpen(null);
  };
  const texts = (name: Confirmed) => ({
    title: t(`backoffice.orders.confirm.${name}Title`, { orderNo: order.orderNo }),
    question: t(`backoffice.orders.confirm.${name}Question`, { amount: formatCurrency(order.payAmount) }),
    yes: t(`backoffice.orders.confirm.${name}Yes`),
  });

  if (order.actions.length === 0) return <p>{t('backoffice.orders.detail.noActions')}</p>;
  return (
    <>
      <div className="bo-actions" role="group" aria-label={t('backoffice.orders.detail.actions')}>
        {order.actions.map((name) => (
          <button key={name} type="button" className={name === 'ship' ? 'button button-primary' : 'button'} onClick={() => setOpen(name)}>
            {t(`backoffice.orders.actions.${name}`)}
          </button>
        ))}
      </div>
      {open === 'ship' ? (
        <ShipDialog
          orderNo={order.orderNo} busy={action.busy} error={action.error} onClose={close}
          onShip={(shipment) => void action.run('ship', () => shipOrder({ ...key, ...shipment })).then(finish)}
        />
      ) : null}
      {open && open !== 'ship' ? (
        <ConfirmActionDialog
          {...texts(open)} busy={action.busy} error={action.error} onClose={close}
          onConfirm={() => void action.run(open, () => CONFIRMED[open](key)).then(finish)}
        />
      ) : null}
    </>
  );
}
