import { useNavigate } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { useAddToCart, type CartItemInput } from '../hooks/use-add-to-cart';
import { AddToCartFeedback } from './add-to-cart-feedback';

export interface AddToCartButtonProps {
  /** What to add: one item uses addshoppingcart, several one batchaddshoppingcart. */
  items: CartItemInput[];
  /** `buyNow` adds, then opens the confirm-order page for the lines just added. Default `cart`. */
  mode?: 'cart' | 'buyNow';
  disabled?: boolean;
  /** Replaces the default text ("Add to cart" / "Buy now"). */
  label?: string;
}

/** The add-to-cart (or buy-now) button other areas show; a visitor gets the login dialog and stays on the page. */
export function AddToCartButton({ items, mode = 'cart', disabled = false, label }: AddToCartButtonProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const { state, add } = useAddToCart(t('cart.addFailed'));
  const busy = state.status === 'busy';

  async function onClick() {
    const added = await add(items);
    // A partly refused buy-now stays here so the shopper sees what is missing before paying.
    if (mode === 'buyNow' && added && added.rejected.length === 0 && added.lineIds.length > 0) {
      navigate(localize(`/order?lineIds=${added.lineIds.join(',')}`));
    }
  }

  return (
    <div className="add-to-cart" data-mode={mode}>
      <button
        type="button"
        className={mode === 'buyNow' ? 'button button-primary' : 'button'}
        disabled={disabled || busy || items.length === 0}
        aria-busy={busy}
        onClick={() => void onClick()}
      >
        {busy ? t('cart.adding') : (label ?? (mode === 'buyNow' ? t('cart.buyNow') : t('cart.addToCart')))}
      </button>
      <AddToCartFeedback state={state} />
    </div>
  );
}
