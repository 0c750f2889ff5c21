import type { Suggestions } from './get-suggestions';

export type GroupKey = 'certificates' | 'products' | 'categories' | 'brands';

export interface SuggestionOption {
  group: GroupKey;
  label: string;
  /** Why a product matched when its name does not show it: the SKU code, the CAS number… */
  detail?: string;
  image?: string;
  /** Where the option leads, without the language prefix. */
  path: string;
}

type T = (key: string, options?: Record<string, unknown>) => string;

function matchDetail(product: Suggestions['products'][number], t: T): string | undefined {
  switch (product.match) {
    case 'sku': return product.skuCode ? t('search.suggest.matchSku', { code: product.skuCode }) : undefined;
    case 'cas': return t('search.suggest.matchCas');
    case 'formula': return t('search.suggest.matchFormula');
    case 'brand': return t('search.suggest.matchBrand');
    default: return undefined; // the name shows the match itself
  }
}

/** One flat list in display order (a lot's certificate, products, categories, brands): the arrow keys walk it across groups. */
export function toOptions(suggestions: Suggestions | undefined, t: T): SuggestionOption[] {
  if (!suggestions) return [];
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  return [
    // A lot number typed in the search box leads to its certificate of analysis first.
    ...suggestions.certificates.map((c) => ({
      group: 'certificates' as const, label: t('search.suggest.certificateFor', { lot: c.lotNumber }), detail: c.productName,
      path: `/certificate?${query({ lot: c.lotNumber })}`,
    })),
    ...suggestions.products.map((p) => ({ group: 'products' as const, label: p.name, detail: matchDetail(p, t), image: p.image, path: `/product/${p.id}` })),
    ...suggestions.categories.map((c) => ({
      group: 'categories' as const, label: c.name, path: `/category?${query({ categoryId: String(c.id), title: c.name })}`,
    })),
    // A brand: search its name (which matches its products) and keep only that brand's.
    ...suggestions.brands.map((b) => ({ group: 'brands' as const, label: b.name, path: `/search?${query({ keyword: b.name, brand: String(b.id) })}` })),
  ];
}
