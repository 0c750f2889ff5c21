/** ProductCard of docs/catalog-api.md, as the same / like / bought-together calls answer it. */
export interface RecommendedProduct {
  id: number;
  name: string;
  summary: string;
  image: string;
  brand: { id: number; name: string };
  categoryId: number;
  casNumber: string | null;
  formula: string | null;
  price: number;
  marketPrice: number | null;
  inStock: boolean;
  sales: number;
  skuCount: number;
  isNew: boolean;
}

export const RECOMMENDATION_LIMIT = 8;
