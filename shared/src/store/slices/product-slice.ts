import type { SliceCreator } from '@labmall/shared/store/slice-creator';

export interface CategoryNode { id: number; parentId: number; name: string; icon?: string; sort?: number; children?: CategoryNode[] }

/** Spec §3 product: the category tree and the cart lines (spec §4: a failed cart load resets it to []). */
export interface ProductSlice {
  product: { categoryAll: CategoryNode[]; cartInfo: unknown[] };
  setCategoryAll: (categoryAll: CategoryNode[]) => void;
  setCartInfo: (cartInfo: unknown[] | null | undefined) => void;
}

export const createProductSlice: SliceCreator<ProductSlice> = (set) => ({
  product: { categoryAll: [], cartInfo: [] },
  setCategoryAll: (categoryAll) => set((s) => ({ product: { ...s.product, categoryAll } })),
  setCartInfo: (cartInfo) => set((s) => ({ product: { ...s.product, cartInfo: cartInfo ?? [] } })),
});
