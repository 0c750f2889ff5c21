/** A cart line as the API returns it (docs/catalog-api.md CartLine): texts localized, money in yuan. */
export interface CartLine {
  id: number;
  skuId: number;
  productId: number;
  name: string;
  image: string;
  skuCode: string;
  spec: string;
  price: number;
  quantity: number;
  stock: number;
  maxPerOrder: number;
  selected: boolean;
  valid: boolean;
  invalidReason: null | 'off_sale' | 'out_of_stock' | 'insufficient_stock' | 'price_changed';
  addedPrice: number;
}

export type RejectReason = 'not_found' | 'off_sale' | 'out_of_stock' | 'over_limit' | 'cart_full';

/** A line a batch or bundle add could not take (code -1007), by its index in the request. */
export interface RejectedItem {
  index: number;
  skuId?: number;
  skuCode?: string;
  reason: RejectReason;
}

/** What an add came to: the cart afterwards, or a sign-in that is needed first (the dialog is already open). */
export type AddOutcome =
  | { kind: 'added'; lines: CartLine[]; rejected: RejectedItem[] }
  | { kind: 'signedOut' };
