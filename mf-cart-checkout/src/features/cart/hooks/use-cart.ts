import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import type { CartLine } from '../api/cart-types';
import { batchAddToCart, type BatchItem } from '../api/batch-add-to-cart';
import { clearCart } from '../api/clear-cart';
import { clearInvalidLines } from '../api/clear-invalid-lines';
import { deleteCartItems } from '../api/delete-cart-items';
import { modifyCartItem } from '../api/modify-cart-item';
import { useCartLoad } from './use-cart-load';
import { useCartWriter } from './use-cart-writer';
import { useQuantityDrafts } from './use-quantity-drafts';

export type CartNotice = { tone: 'info' | 'error'; text: string } | null;

const setField = (ids: number[], patch: Partial<CartLine>) => (lines: CartLine[]) =>
  lines.map((line) => (ids.includes(line.id) ? { ...line, ...patch } : line));

/** The cart page's state and every change the shopper can make to it (each answer publishes the cart). */
export function useCart() {
  const { t } = useTranslation();
  const load = useCartLoad();
  const writer = useCartWriter(load.lines, load.setLines, load.signedOut);
  const { run } = writer;
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});
  const [notice, setNotice] = useState<CartNotice>(null);
  const linesRef = useRef(writer.view);
  linesRef.current = writer.view;

  const clearLineError = (lineId: number) => setLineErrors(({ [lineId]: _, ...rest }) => rest);
  const failed = useCallback((error: unknown) => setNotice({ tone: 'error', text: apiErrorMessage(error, t('cart.page.updateFailed')) }), [t]);

  const sendQuantity = useCallback((lineId: number, quantity: number) => {
    const line = linesRef.current.find((l) => l.id === lineId);
    // Back where it was: nothing to send, unless the send re-confirms a changed price or fixes the stock.
    if (!line || (line.valid && line.quantity === quantity)) return;
    run(() => modifyCartItem({ id: lineId, quantity }), setField([lineId], { quantity })).catch((error: unknown) =>
      setLineErrors((all) => ({ ...all, [lineId]: apiErrorMessage(error, t('cart.line.quantityFailed')) })),
    );
  }, [run, t]);
  const drafts = useQuantityDrafts(sendQuantity);

  const changeQuantity = (lineId: number, quantity: number) => {
    clearLineError(lineId);
    drafts.change(lineId, quantity);
  };
  const confirmPrice = (line: CartLine) => {
    clearLineError(line.id);
    drafts.flush(line.id, line.quantity);
  };
  const select = (lineIds: number[], selected: boolean) => {
    for (const id of lineIds) run(() => modifyCartItem({ id, selected }), setField([id], { selected })).catch(failed);
  };
  const remove = (lineIds: number[]) => {
    drafts.forget(lineIds);
    setNotice(null);
    run(() => deleteCartItems(lineIds), (lines) => lines.filter((line) => !lineIds.includes(line.id)))
      .then(() => setNotice({ tone: 'info', text: t('cart.page.removed', { count: lineIds.length }) }), failed);
  };
  const clear = () => {
    drafts.forgetAll();
    run(() => clearCart(), () => []).then(() => setNotice({ tone: 'info', text: t('cart.page.cleared') }), failed);
  };
  const clearInvalid = () => {
    run(() => clearInvalidLines(), (lines) => lines.filter((line) => line.valid))
      .then(() => setNotice({ tone: 'info', text: t('cart.page.invalidCleared') }), failed);
  };
  const addItems = (items: BatchItem[]) => run(() => batchAddToCart(items));

  const lines = writer.view.map((line) => (drafts.drafts[line.id] === undefined ? line : { ...line, quantity: drafts.drafts[line.id]! }));
  return {
    status: load.status,
    retry: load.retry,
    lines,
    /** The cart as the server last answered: what the totals are calculated from. */
    serverLines: load.lines,
    saving: writer.saving || Object.keys(drafts.drafts).length > 0,
    lineErrors,
    notice,
    actions: { changeQuantity, confirmPrice, select, remove, clear, clearInvalid, addItems },
  };
}

export type CartState = ReturnType<typeof useCart>;
