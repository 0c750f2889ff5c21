import { AddToCartButton } from '../features/cart/components/add-to-cart-button';

/** Fragment for product and bundle pages: props `{ items: { skuId, quantity }[]; mode?: 'cart' | 'buyNow'; disabled?; label? }`. */
export default AddToCartButton;
