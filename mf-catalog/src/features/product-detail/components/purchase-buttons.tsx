import { useTranslation } from '@labmall/shared/i18n/react';
import { RemoteSlot } from '@labmall/shared/ui/remote-slot';

type Mode = 'cart' | 'buyNow';
interface AddToCartProps {
  items: Array<{ skuId: number; quantity: number }>;
  mode: Mode;
}

/**
 * Add to cart and buy now belong to the cart remote (it owns the cart and checkout): shown through its exposed
 * button. While it loads, or if that remote is down, a disabled button keeps the layout and says what it is.
 */
export function PurchaseButtons({ skuId, quantity, unavailable }: { skuId: number | undefined; quantity: number; unavailable: boolean }) {
  const { t } = useTranslation();
  const placeholder = (mode: Mode) => (
    <button type="button" className={mode === 'cart' ? 'button button-primary' : 'button'} disabled>
      {t(mode === 'cart' ? 'catalog.product.addToCart' : 'catalog.product.buyNow')}
    </button>
  );
  if (skuId === undefined || unavailable) {
    return (
      <div className="purchase-buttons">
        {placeholder('cart')}
        {placeholder('buyNow')}
      </div>
    );
  }
  const items = [{ skuId, quantity }];
  return (
    <div className="purchase-buttons">
      <RemoteSlot<AddToCartProps> remote="mf_cart_checkout" module="./AddToCartButton" props={{ items, mode: 'cart' }} fallback={placeholder('cart')} />
      <RemoteSlot<AddToCartProps> remote="mf_cart_checkout" module="./AddToCartButton" props={{ items, mode: 'buyNow' }} fallback={placeholder('buyNow')} />
    </div>
  );
}
