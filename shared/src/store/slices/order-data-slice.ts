import type { SliceCreator } from '@labmall/shared/store/slice-creator';

/** Spec §3 orderData: the lines carried from the cart (or buy-now) to the confirm-order page. */
export interface OrderDataSlice {
  orderData: unknown[];
  setOrderData: (orderData: unknown[]) => void;
}

export const createOrderDataSlice: SliceCreator<OrderDataSlice> = (set) => ({
  orderData: [],
  setOrderData: (orderData) => set({ orderData }),
});
