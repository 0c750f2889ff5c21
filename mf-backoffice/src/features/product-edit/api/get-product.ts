import { staffGet } from '../../../lib/staff-api';
import { useRequest } from '@labmall/shared/hooks/use-request';
import type { Localized } from '../../../lib/localized';
import type { ProductStatus } from '../../../lib/product-status';
import type { RegulatedClass } from '../../../lib/regulated-class';

export interface LotResult { test: string; spec: string; result: string; method: string }
export interface Lot { id: number; lotNumber: string; manufacturedOn: string; expiresOn: string; quantity: number; remaining?: number; results: LotResult[] }
export interface Sku {
  id: number;
  version: string;
  code: string;
  spec: Localized;
  packageSize: string;
  purity: string | null;
  price: number;
  marketPrice: number | null;
  stock: number;
  maxPerOrder: number;
  onSale: boolean;
  sort: number;
  lots: Lot[];
}
export type SignalWord = 'danger' | 'warning';
export interface Hazard { pictograms: string[]; signalWord: SignalWord | null; hazardCodes: string[]; unNumber: string | null }
export interface SpecRow { label: Localized; value: string }
/** A product listed as "bought together": its main picture (960 px URL) or null. */
export interface RelatedProduct { id: number; name: Localized; status: ProductStatus; image: string | null }
/** The "bought together" list in display order; `version` is what saving it sends back. */
export interface RelatedList { version: string; items: RelatedProduct[] }
export interface ProductRecord {
  id: number;
  version: string;
  categoryId: number;
  brand: string;
  name: Localized;
  summary: Localized;
  description: Localized;
  casNumber: string | null;
  /** docs/regulated-chemicals.md: the legal class a buyer needs a permit of; null when not regulated. */
  regulatedClass: RegulatedClass | null;
  formula: string | null;
  specs: SpecRow[];
  images: string[];
  status: ProductStatus;
  skus: Sku[];
  hazard: Hazard | null;
  related: RelatedList;
}

/** GET /api/backoffice/catalogue/product?id (catalogue): the whole record, every language, with `version`. */
export async function getProduct(id: number) {
  return staffGet<ProductRecord>('/api/backoffice/catalogue/product', { id });
}

/** Null id (a new product): nothing is asked. `version` changes to read it again (after a save or a 409). */
export const useProduct = (id: number | null, version: number) =>
  useRequest(id === null ? null : `backoffice-product|${id}|${version}`, () => getProduct(id!));
