import { buildSearchText } from '../../../modules/products/search-text';
import type { NewProductRow } from '../../schema/products';
import { categoryTree, localized } from '../category-data';
import { brandData, brandIdNamed, brandIdsFor } from './brand-data';
import { catalog } from './catalog';
import type { Entry, Kind, SubCatalog } from './catalog-types';
import { buildSkus, type SeedSku } from './build-skus';
import { describeProduct } from './describe-product';
import { rngFor, type Rng } from './prng';
import { regulatedClassOf } from './regulated-classes';
import { specRows, toSpecRows } from './spec-rows';

/** A product row with its SKUs and what later steps (picks, links, orders) need to know about it. */
export type BuiltProduct = {
  row: NewProductRow & { id: number; sales: number };
  skus: SeedSku[];
  kind: Kind;
  key: string | undefined;
  topId: number;
  subId: number;
};

const pad = (n: number, width: number) => String(n).padStart(width, '0');
// Chemicals sold among tools or instruments (lithium chips, Karl Fischer reagent) come from reagent makers.
const REAGENT_TOP = 11;
const chemicalTops = [2, 8, 9, 11, 12];

function brandChoices(sub: SubCatalog, kind: Kind, topId: number): number[] {
  if (sub.brands) return sub.brands.map(brandIdNamed);
  return brandIdsFor(kind === 'chem' && !chemicalTops.includes(topId) ? REAGENT_TOP : topId);
}

// Units sold before the shop's own orders: many vials, some reagents, few glove boxes (skewed low).
function salesFor(kind: Kind, rng: Rng): number {
  const [min, max] = kind === 'equip' ? [0, 60] : kind === 'chem' ? [20, 1500] : [50, 3000];
  return Math.round(min + rng.next() ** 2 * (max - min));
}

function buildProduct(entry: Entry, sub: SubCatalog, topId: number, k: number, i: number): BuiltProduct {
  const subId = topId * 100 + k + 1;
  const id = subId * 100 + i + 1; // e.g. 90301: the first product of sub-category 903
  const rng = rngFor('product', id);
  const kind = entry.kind ?? sub.kind;
  const brandId = rng.pick(brandChoices(sub, kind, topId));
  const brand = brandData[brandId - 1]!;
  const subName = localized(categoryTree[topId - 1]!.children[k]!);
  const skus = buildSkus(id, `LM-${pad(topId, 2)}${pad(k + 1, 2)}-${pad(i + 1, 4)}`, entry, sub, kind);
  const rows = specRows(entry, sub);
  const warranty = rng.int(1, 3);
  const text = describeProduct({ entry, sub, kind, subName, brand, rows, skuSpecs: skus.map((s) => s.spec), warranty });
  const name = localized(entry.names);
  const imageCount = rng.chance(0.5) ? 3 : 2;
  return {
    row: {
      id,
      categoryId: subId,
      brandId,
      name,
      ...text,
      casNumber: entry.cas ?? null,
      regulatedClass: regulatedClassOf(entry.cas),
      formula: entry.formula ?? null,
      images: Array.from({ length: imageCount }, (_, n) => `/media/products/${id}/${n + 1}.svg`),
      specs: toSpecRows(rows),
      status: 'on_sale',
      sales: salesFor(kind, rng),
      recommendSort: null,
      searchText: buildSearchText({
        name,
        brand: brand.name,
        casNumber: entry.cas,
        formula: entry.formula,
        skuCodes: skus.map((s) => s.code),
        categoryName: subName,
      }),
    },
    skus,
    kind,
    key: entry.key,
    topId,
    subId,
  };
}

/** Every product of the catalogue, in category order, before the shop-wide picks (dates, status, zone). */
export function buildProducts(): BuiltProduct[] {
  return catalog.flatMap((subs, t) =>
    subs.flatMap((sub, k) => sub.items.map((entry, i) => buildProduct(entry, sub, t + 1, k, i))),
  );
}
