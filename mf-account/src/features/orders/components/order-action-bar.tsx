import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { ConfirmAction } from '@labmall/shared/ui/confirm-action';
import type { OrderAction } from '../api/order-types';
import { orderPaths } from '../model/order-paths';

interface OrderActionBarProps {
  orderNo: string;
  /** What the server allows for this order now. */
  actions: OrderAction[];
  /** An action is running (for this or another order): buttons ignore clicks, links stay usable. */
  busy: boolean;
  onCancel: () => void;
  onConfirmReceipt: () => void;
  onBuyAgain: () => void;
  /** On the list: a link to the order's own page. */
  detailLink?: boolean;
  /** The id of the element that names the order, read with each button (a list has many "Cancel order"). */
  describedBy?: string;
}

/** The order's buttons and links, in the order a shopper looks for them: pay first, details last. */
export function OrderActionBar({ orderNo, actions, busy, onCancel, onConfirmReceipt, onBuyAgain, detailLink, describedBy }: OrderActionBarProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const allows = (action: OrderAction) => actions.includes(action);
  return (
    <div className="orders-actions" aria-busy={busy || undefined}>
      {allows('pay') ? (
        <Link className="button button-primary" to={localize(orderPaths.pay(orderNo))} aria-describedby={describedBy}>
          {t('accountOrders.actions.pay')}
        </Link>
      ) : null}
      {allows('confirmReceipt') ? (
        <ConfirmAction
          label={t('accountOrders.actions.confirmReceipt')} question={t('accountOrders.actions.confirmReceiptQuestion')}
          confirmLabel={t('accountOrders.actions.confirmReceiptYes')} dismissLabel={t('accountOrders.actions.notYet')}
          onConfirm={onConfirmReceipt} busy={busy} describedBy={describedBy}
        />
      ) : null}
      {allows('buyAgain') ? (
        <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => busy || onBuyAgain()} aria-describedby={describedBy}>
          {t('accountOrders.actions.buyAgain')}
        </button>
      ) : null}
      {allows('afterSales') ? (
        <Link className="button" to={localize(orderPaths.afterSales(orderNo))} aria-describedby={describedBy}>
          {t('accountOrders.actions.afterSales')}
        </Link>
      ) : null}
      {allows('cancel') ? (
        <ConfirmAction
          label={t('accountOrders.actions.cancel')} question={t('accountOrders.actions.cancelQuestion')}
          confirmLabel={t('accountOrders.actions.cancelYes')} dismissLabel={t('accountOrders.actions.keep')}
          onConfirm={onCancel} busy={busy} describedBy={describedBy}
        />
      ) : null}
      {detailLink ? (
        <Link className="button" to={localize(orderPaths.detail(orderNo))} aria-describedby={describedBy}>
          {t('accountOrders.actions.detail')}
        </Link>
      ) : null}
    </div>
  );
}
