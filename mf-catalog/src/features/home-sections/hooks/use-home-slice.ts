import { useAppStore } from '@labmall/shared/store/app-store';
import type { Banner, ProductCard } from '../api/home-types';

export interface HomeSliceView {
  metaKeyword: string;
  carousel: Banner[];
  serviceImages: Banner[];
  recommended: ProductCard[];
  newProducts: ProductCard[];
  /** Whether the slice holds an earlier answer (a return to home shows it while refreshing). */
  filled: boolean;
}

/** The store's home slice with the API's types: only get-home-multi writes it, with exactly these shapes. */
export function useHomeSlice(): HomeSliceView {
  const home = useAppStore((s) => s.home);
  return {
    metaKeyword: home.metaKeyword,
    carousel: home.carouselData as Banner[],
    serviceImages: home.serviceImgData as Banner[],
    recommended: home.recommendData as ProductCard[],
    newProducts: home.newProductData as ProductCard[],
    filled: home.carouselData.length + home.recommendData.length + home.newProductData.length > 0,
  };
}
