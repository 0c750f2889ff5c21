/**
 * The catalogue shapes of docs/catalog-api.md, as the API answers them (money in yuan with two decimals, texts
 * in the request's language). Types only: importing them adds nothing to any bundle. The catalogue, the cart
 * and the points mall all show products, so the shapes live here once.
 */
export interface CategoryData {
  id: number;
  /** 0 for a top category. */
  parentId: number;
  name: string;
  icon: string;
  sort: number;
}

/** A product as every list shows it; `price` is its lowest SKU price. */
export interface ProductCardData {
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

/** A purchasable variant of a product. */
export interface SkuData {
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
