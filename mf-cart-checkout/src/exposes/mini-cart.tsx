import { MiniCart } from '../features/cart/components/mini-cart';

/** Fragment for the shell's header: the cart link and its count (needs nothing; reads the shared store). */
export default MiniCart;
