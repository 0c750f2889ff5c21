import { apiGet } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';

export type MatchKind = 'name' | 'sku' | 'cas' | 'formula' | 'brand';

/** GET /api/product/searchkeywordnew (docs/catalog-api.md): what a partial keyword already matches. */
export interface Suggestions {
  products: { id: number; name: string; image: string; match: MatchKind; skuCode?: string }[];
  categories: { id: number; parentId: number; name: string }[];
  brands: { id: number; name: string }[];
  /** The keyword is a lot number: its certificate of analysis (docs/safety-documents-api.md). */
  certificates: { lotNumber: string; productName: string }[];
}

export async function getSuggestions(keyword: string, signal?: AbortSignal): Promise<Suggestions> {
  const body = await apiGet<Suggestions>('/api/product/searchkeywordnew', { keyword }, { signal });
  if (body.code !== CODE_OK || !body.data) throw body;
  const { products, categories, brands, certificates } = body.data;
  return { products: products ?? [], categories: categories ?? [], brands: brands ?? [], certificates: certificates ?? [] };
}
