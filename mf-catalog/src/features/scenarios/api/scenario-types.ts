/** The scenario shapes of docs/catalog-api.md. Money is yuan with two decimals, as the API answers. */
export interface ScenarioSummary {
  id: number;
  name: string;
  description: string;
  image: string;
  itemCount: number;
  /** The whole bundle's price, computed by the server. */
  price: number;
  inStock: boolean;
}

export interface BundleSku {
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

export interface BundleItem {
  quantity: number;
  sku: BundleSku;
  product: { id: number; name: string; image: string; brand: { id: number; name: string } };
}

export interface ScenarioBundle {
  id: number;
  name: string;
  description: string;
  image: string;
  price: number;
  items: BundleItem[];
}
