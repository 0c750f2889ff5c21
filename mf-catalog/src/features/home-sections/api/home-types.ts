/** The shapes of docs/catalog-api.md that the home page shows. */
export interface Banner {
  id: number;
  title: string;
  subtitle: string;
  image: string;
  /** A shop path without the language prefix. */
  link: string;
}

export interface ProductCard {
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
