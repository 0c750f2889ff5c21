import type { LocalizedText } from '../../../i18n/language';
import type { NewProductSkuRow } from '../../schema/products';
import { localized } from '../category-data';
import type { Entry, Kind, SubCatalog } from './catalog-types';
import { rngFor } from './prng';
import { packSpec } from './sku-labels';

/** Stock and order limits by kind: a lab buys one glove box but a thousand pipette tips. */
const limits: Record<Kind, { stock: [number, number]; maxPerOrder: number[] }> = {
  chem: { stock: [5, 300], maxPerOrder: [20, 50] },
  cons: { stock: [30, 2000], maxPerOrder: [99, 199, 999] },
  equip: { stock: [1, 12], maxPerOrder: [2, 3, 5] },
};

/** A SKU row as the seed builds it: every column the later steps read is set. */
export type SeedSku = NewProductSkuRow & {
  id: number;
  code: string;
  spec: LocalizedText;
  price: number;
  stock: number;
  onSale: boolean;
};

const codeSuffix = (pack: string) => pack.toUpperCase().replace(/\./g, 'P').replace(/[^A-Z0-9]/g, '').slice(0, 12);

/** The SKU's own specification text: the data's, or the package for chemicals ("25 g/瓶"). */
export const skuSpecOf = (sku: Entry['skus'][number], sub: SubCatalog): LocalizedText =>
  localized(sku.spec ?? packSpec(sku.pack, sub.container));

/**
 * SKU ids are the product id × 10 + position, codes `LM-{top}{sub}-{item}-{package}` (e.g. LM-0903-0001-25G);
 * equipment variants and packages that repeat within a product are numbered (…-V2) instead.
 */
export function buildSkus(productId: number, codeBase: string, entry: Entry, sub: SubCatalog, kind: Kind): SeedSku[] {
  const suffixes = entry.skus.map((sku) => codeSuffix(sku.pack));
  const numbered = kind === 'equip' || new Set(suffixes).size < suffixes.length;
  const { stock, maxPerOrder } = limits[kind];
  return entry.skus.map((sku, j) => {
    const id = productId * 10 + j + 1;
    const rng = rngFor('sku', id);
    const price = Math.round(sku.price * 100);
    const markup = rng.chance(0.3) ? Math.round((price * (1.1 + rng.next() * 0.25)) / 100) * 100 : null;
    return {
      id,
      productId,
      code: `${codeBase}-${numbered || !suffixes[j] ? `V${j + 1}` : suffixes[j]}`,
      spec: skuSpecOf(sku, sub),
      packageSize: sku.pack,
      purity: entry.purity ?? null,
      price,
      marketPrice: markup !== null && markup > price ? markup : null,
      stock: rng.chance(0.08) ? 0 : rng.int(stock[0], stock[1]),
      maxPerOrder: rng.pick(maxPerOrder),
      // A few variants are discontinued, never a product's first one (its card keeps a price).
      onSale: j === 0 || !rng.chance(0.06),
      sort: j + 1,
    };
  });
}
