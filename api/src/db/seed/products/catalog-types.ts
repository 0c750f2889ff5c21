import type { LabelKey } from './spec-labels';
import type { ContainerKey, StoreKey } from './sku-labels';

/** A text in the shop's four languages, in the order zh, en, ja, ko (as category-data.ts writes them). */
export type Names = [zh: string, en: string, ja: string, ko: string];

/** Decides the description template, SKU limits and price and stock ranges. */
export type Kind = 'chem' | 'equip' | 'cons';

/** One purchasable variant as written in the data; `price` in yuan. `spec` defaults to the package. */
export type SkuDef = { spec?: Names; pack: string; price: number };

/** One product as written in the data. `specs` are the values of the sub-category's labels, in order. */
export type Entry = {
  names: Names;
  specs: string[];
  skus: SkuDef[];
  /** A handle for scenarios, collocations and the seed orders (unique across the catalogue). */
  key?: string;
  kind?: Kind;
  formula?: string;
  cas?: string;
  purity?: string;
  /** One sentence about this product in particular, added to its description. */
  note?: Names;
  /** Overrides the sub-category's labels when this product is described by other figures. */
  labels?: LabelKey[];
  /** Overrides the sub-category's storage advice. */
  store?: StoreKey;
  /** Overrides the sub-category's use sentence, for a product unlike its neighbours (a reagent among instruments). */
  use?: Names;
};

/** The products of one sub-category, in the order of category-data.ts. */
export type SubCatalog = {
  kind: Kind;
  /** One sentence per language saying what the products are used for. */
  use: Names;
  labels: LabelKey[];
  store?: StoreKey;
  container?: ContainerKey;
  /** Brand names that make these products, when not every brand of the top category does. */
  brands?: string[];
  items: Entry[];
};

type Pack = [pack: string, price: number];
type Variant = [spec: Names | string, pack: string, price: number];

const same = (text: string): Names => [text, text, text, text];

/** A chemical or material; `packs` are [package size, price in yuan]. Mixtures pass '' for formula and CAS. */
export function chem(
  names: Names,
  formula: string,
  cas: string,
  purity: string,
  specs: string[],
  packs: Pack[],
  extra: Partial<Entry> = {},
): Entry {
  return {
    names,
    specs,
    skus: packs.map(([pack, price]) => ({ pack, price })),
    ...(formula ? { formula } : {}),
    ...(cas ? { cas } : {}),
    ...(purity ? { purity } : {}),
    ...extra,
  };
}

/** Equipment or a consumable; `variants` are [specification (one spelling or four), package, price in yuan]. */
export function item(names: Names, specs: string[], variants: Variant[], extra: Partial<Entry> = {}): Entry {
  const skus = variants.map(([spec, pack, price]) => ({
    spec: typeof spec === 'string' ? same(spec) : spec,
    pack,
    price,
  }));
  return { names, specs, skus, ...extra };
}
