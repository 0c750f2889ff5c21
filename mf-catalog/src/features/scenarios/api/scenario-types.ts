import type { SkuData } from '@labmall/shared/catalog/types';
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

export type BundleSku = SkuData;

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
