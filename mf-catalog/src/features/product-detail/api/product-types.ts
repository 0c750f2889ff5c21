import type { SkuData } from '@labmall/shared/catalog/types';
import type { CategoryData } from '@labmall/shared/catalog/types';
/** The shapes of GET /api/product/get (docs/catalog-api.md). Money is yuan with two decimals. */
export type Category = CategoryData;

export type Sku = SkuData;

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
  /** docs/regulated-chemicals.md: a regulated chemical's legal class (sold only to verified lab groups); null when not regulated. */
  regulatedClass?: 'precursor' | 'explosive_precursor' | 'highly_toxic' | null;
  formula: string | null;
  specs: Array<{ label: string; value: string }>;
  sales: number;
  rating: { average: number; count: number };
  skus: Sku[];
  /** GHS classification and SDS languages (docs/safety-documents-api.md); null / [] for equipment. */
  hazard: {
    pictograms: string[];
    signalWord: 'danger' | 'warning' | null;
    statements: Array<{ code: string; text: string }>;
    unNumber: string | null;
  } | null;
  sdsLanguages: string[];
}
