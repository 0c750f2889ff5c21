/** The shapes of GET /api/product/get (docs/catalog-api.md). Money is yuan with two decimals. */
export interface Category {
  id: number;
  parentId: number;
  name: string;
  icon: string;
  sort: number;
}

export interface Sku {
  id: number;
  code: string;
  spec: string;
  packageSize: string;
  purity: string | null;
  price: number;
  marketPrice: number | null;
  stock: number;
  maxPerOrder: number;
  onSale: boolean;
}

export interface ProductDetail {
  id: number;
  name: string;
  summary: string;
  description: string;
  images: string[];
  brand: { id: number; name: string; country: string };
  category: Category;
  topCategory: Category;
  casNumber: string | null;
  formula: string | null;
  specs: Array<{ label: string; value: string }>;
  sales: number;
  rating: { average: number; count: number };
  skus: Sku[];
}
