import type { ProductCardData } from '@labmall/shared/catalog/types';
/** ProductCard of docs/catalog-api.md, as the same / like / bought-together calls answer it. */
export type RecommendedProduct = ProductCardData;

export const RECOMMENDATION_LIMIT = 8;
