import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { refreshCart } from '@labmall/shared/cart/refresh-cart';
import { addItemsToCart } from '../api/add-items-to-cart';
import { cancelOrder } from '../api/cancel-order';
import { confirmReceipt } from '../api/confirm-receipt';
import { getOrderDetail } from '../api/get-order-detail';
import type { OrderDetail, OrderItem } from '../api/order-types';
import { buyAgainReport, cartItemsOf, type BuyAgainReport } from '../model/buy-again';

/** What the last action came to, shown in the page's live regions. */
export type ActionNotice =
  | { kind: 'done'; text: string }
  | { kind: 'failed'; text: string }
  | { kind: 'buyAgain'; report: BuyAgainReport };

export interface OrderActionHandlers {
  /**
   * The order changed (its new state as the server answered), or — with null — may have changed: a refusal
   * such as 409 orderStateChanged means another tab or the payment timeout moved it first.
   */
  onChanged: (order: OrderDetail | null) => void;
}

/**
 * Cancel, confirm receipt and buy again, one at a time (a double click's second event arrives before React
 * re-renders). `busyOrderNo` is the order an action is running for.
 */
export function useOrderActions({ onChanged }: OrderActionHandlers) {
  const { t } = useTranslation();
  const [busyOrderNo, setBusyOrderNo] = useState<string | null>(null);
  const [notice, setNotice] = useState<ActionNotice | null>(null);
  const running = useRef(false);
  const changed = useRef(onChanged);
  changed.current = onChanged;

  const run = useCallback(
    async (orderNo: string, task: () => Promise<ActionNotice>, changesOrder: boolean) => {
      if (running.current) return;
      running.current = true;
      setBusyOrderNo(orderNo);
      setNotice(null); // emptied first, so the same message twice is announced twice
      try {
        setNotice(await task());
      } catch (error) {
        setNotice({ kind: 'failed', text: apiErrorMessage(error, t('accountOrders.notice.failed')) });
        if (changesOrder) changed.current(null);
      } finally {
        running.current = false;
        setBusyOrderNo(null);
      }
    },
    [t],
  );

  const cancel = useCallback(
    (orderNo: string) =>
      run(orderNo, async () => {
        changed.current(await cancelOrder(orderNo));
        return { kind: 'done', text: t('accountOrders.notice.cancelled', { orderNo }) };
      }, true),
    [run, t],
  );

  const confirm = useCallback(
    (orderNo: string) =>
      run(orderNo, async () => {
        changed.current(await confirmReceipt(orderNo));
        return { kind: 'done', text: t('accountOrders.notice.received', { orderNo }) };
      }, true),
    [run, t],
  );

  /** The list's summaries carry only the first lines: it passes none and all of them are read from the detail. */
  const buyAgain = useCallback(
    (orderNo: string, lines?: OrderItem[]) =>
      run(orderNo, async () => {
        const items = lines ?? (await getOrderDetail(orderNo)).order.items;
        const report = buyAgainReport(orderNo, items, await addItemsToCart(cartItemsOf(items)));
        if (report.added.length > 0) void refreshCart(); // the header's count follows
        return { kind: 'buyAgain', report };
      }, false),
    [run],
  );

  return { busyOrderNo, notice, cancel, confirmReceipt: confirm, buyAgain };
}
