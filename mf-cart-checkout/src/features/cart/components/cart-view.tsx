import { useId, useRef } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import type { CartLine } from '../api/cart-types';
import type { PricedLine } from '../api/calculate-cart-totals';
import { useCart } from '../hooks/use-cart';
import { useCartTotals } from '../hooks/use-cart-totals';
import { CartLineItem } from './cart-line-item';
import { CartFailed, CartLoading, CartSignedOut, EmptyCart } from './cart-states';
import { CartSummary } from './cart-summary';
import { CartToolbar } from './cart-toolbar';
import { QuickOrder } from './quick-order';
import './cart.css';

/** The cart page's body: lines (orderable, then unavailable), the totals with checkout, and the quick order. */
export function CartView() {
  const { t } = useTranslation();
  const cart = useCart();
  const totals = useCartTotals(cart.serverLines);
  const linesHeading = useRef<HTMLHeadingElement>(null);
  const linesId = useId();
  const invalidId = useId();

  if (cart.status === 'loading') return <CartLoading />;
  if (cart.status === 'failed') return <CartFailed onRetry={cart.retry} />;
  if (cart.status === 'signedOut') return <CartSignedOut />;

  const { actions } = cart;
  const valid = cart.lines.filter((line) => line.valid);
  const invalid = cart.lines.filter((line) => !line.valid);
  const selected = valid.filter((line) => line.selected);
  const priced = new Map<number, PricedLine>();
  for (const line of totals.data?.lines ?? []) if (line.cartLineId !== null) priced.set(line.cartLineId, line);
  // The deleted line's button is gone: the reader goes on at the list's heading rather than at the page's top.
  const remove = (ids: number[]) => {
    actions.remove(ids);
    linesHeading.current?.focus();
  };
  const item = (line: CartLine) => (
    <CartLineItem key={line.id} line={line} priced={priced.get(line.id)} error={cart.lineErrors[line.id]}
      onQuantity={(quantity) => actions.changeQuantity(line.id, quantity)} onConfirmPrice={() => actions.confirmPrice(line)}
      onSelect={(value) => actions.select([line.id], value)} onDelete={() => remove([line.id])} />
  );

  return (
    <div className="cart">
      <p className={cart.notice?.tone === 'error' ? 'cart-notice is-error' : 'cart-notice'} role="status" aria-live="polite">
        {cart.notice?.text}
      </p>
      {cart.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="cart-layout">
          <div className="cart-main">
            <section aria-labelledby={linesId}>
              <h2 id={linesId} ref={linesHeading} tabIndex={-1}>{t('cart.page.linesTitle', { count: valid.length })}</h2>
              {valid.length > 0 ? (
                <CartToolbar selectable={valid.length} selected={selected.length}
                  onSelectAll={(value) => actions.select(valid.filter((line) => line.selected !== value).map((line) => line.id), value)}
                  onDeleteSelected={() => remove(selected.map((line) => line.id))} onClear={actions.clear} />
              ) : (
                <p>{t('cart.page.noValid')}</p>
              )}
              <ul className="cart-lines">{valid.map(item)}</ul>
            </section>
            {invalid.length > 0 ? (
              <section className="cart-invalid" aria-labelledby={invalidId}>
                <div className="cart-invalid-head">
                  <h2 id={invalidId}>{t('cart.page.invalidTitle', { count: invalid.length })}</h2>
                  <button type="button" className="button" onClick={actions.clearInvalid}>{t('cart.page.clearInvalid')}</button>
                </div>
                <ul className="cart-lines">{invalid.map(item)}</ul>
              </section>
            ) : null}
          </div>
          <CartSummary pricing={totals.data} stale={cart.saving || totals.loading} failed={Boolean(totals.error)}
            onRetry={totals.retry} lineIds={selected.map((line) => line.id)} saving={cart.saving} />
        </div>
      )}
      <QuickOrder onAdd={actions.addItems} />
    </div>
  );
}
