import type { ProductCardData } from '@labmall/shared/catalog/types';
/** The shapes of docs/catalog-api.md that the home page shows. */
export interface Banner {
  id: number;
  title: string;
  subtitle: string;
  image: string;
  /** A shop path without the language prefix. */
  link: string;
}

export type ProductCard = ProductCardData;
