import type { SliceCreator } from '@labmall/shared/store/slice-creator';

/** Spec §3 home: what the home page shows, kept so a return to home paints at once. */
export interface HomeData {
  metaKeyword: string;
  carouselData: unknown[];
  serviceImgData: unknown[];
  recommendData: unknown[];
  newProductData: unknown[];
}

export interface HomeSlice {
  home: HomeData;
  setHomeData: (patch: Partial<HomeData>) => void;
}

export const createHomeSlice: SliceCreator<HomeSlice> = (set) => ({
  home: { metaKeyword: '', carouselData: [], serviceImgData: [], recommendData: [], newProductData: [] },
  setHomeData: (patch) => set((s) => ({ home: { ...s.home, ...patch } })),
});
