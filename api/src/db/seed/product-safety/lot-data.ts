import type { LotTestResult } from '../../schema/product-safety';
import type { SpecRow } from '../../schema/products';
import { rngFor, type Rng } from '../products/prng';

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export type SeedLotSku = { id: number; productId: number; index: number; purity: string | null };
export type SeedLotProduct = { id: number; casNumber: string | null; specs: SpecRow[] };
export type SeedLot = {
  skuId: number;
  lotNumber: string;
  manufacturedOn: string;
  expiresOn: string;
  quantity: number;
  remaining: number;
  results: LotTestResult[];
};

/** The figure of a specification value such as "≤ 10 ppm" or "10.7 mS/cm (25 °C)". */
const figure = (value: string | undefined) => Number(/[\d.]+/.exec(value ?? '')?.[0] ?? Number.NaN);
const specValue = (specs: SpecRow[], englishLabel: string) => specs.find((s) => s.label.en === englishLabel)?.value;

/** A result below a "≤ limit" specification, with the decimals a lab reports. */
const below = (rng: Rng, limit: number, decimals = 1) => (limit * (0.25 + rng.next() * 0.6)).toFixed(decimals);

function solutionResults(product: SeedLotProduct, rng: Rng): LotTestResult[] {
  const water = figure(specValue(product.specs, 'Water content')) || 10;
  const acid = figure(specValue(product.specs, 'Free acid (HF)')) || 30;
  const conductivity = figure(specValue(product.specs, 'Conductivity')) || 10;
  const density = figure(specValue(product.specs, 'Density')) || 1.25;
  return [
    { test: 'appearance', spec: 'clearLiquid', result: 'conforms', method: 'Visual' },
    { test: 'water', spec: `≤ ${water} ppm`, result: `${below(rng, water)} ppm`, method: 'Karl Fischer, coulometric' },
    { test: 'freeAcid', spec: `≤ ${acid} ppm`, result: `${below(rng, acid)} ppm`, method: 'Acid-base titration' },
    { test: 'conductivity', spec: `${conductivity.toFixed(1)} ± 0.5 mS/cm`, result: `${(conductivity + (rng.next() - 0.5) * 0.6).toFixed(2)} mS/cm`, method: 'Conductivity meter' },
    { test: 'density', spec: `${density.toFixed(2)} ± 0.02 g/cm³`, result: `${(density + (rng.next() - 0.5) * 0.02).toFixed(3)} g/cm³`, method: 'Oscillating U-tube' },
    { test: 'color', spec: '≤ 50 Hazen', result: `${rng.int(5, 30)} Hazen`, method: 'APHA' },
  ];
}

function saltResults(product: SeedLotProduct, sku: SeedLotSku, rng: Rng): LotTestResult[] {
  const purity = figure(sku.purity ?? '99.9');
  const decimals = (String(purity).split('.')[1]?.length ?? 1) + 1;
  const assay = Math.min(99.999, purity + (100 - purity) * (0.2 + rng.next() * 0.6));
  const water = figure(specValue(product.specs, 'Water content')) || 50;
  const metals = figure(specValue(product.specs, 'Metal impurities'));
  return [
    { test: 'appearance', spec: 'whitePowder', result: 'conforms', method: 'Visual' },
    { test: 'assay', spec: sku.purity ?? `≥ ${purity}%`, result: `${assay.toFixed(decimals)}%`, method: 'Ion chromatography' },
    { test: 'water', spec: `≤ ${water} ppm`, result: `${below(rng, water)} ppm`, method: 'Karl Fischer, coulometric' },
    ...(product.casNumber === '21324-40-3' || product.casNumber === '21324-39-0'
      ? [{ test: 'freeAcid', spec: '≤ 50 ppm', result: `${below(rng, 50)} ppm`, method: 'Acid-base titration' }]
      : []),
    ...(metals ? [{ test: 'metals', spec: `≤ ${metals} ppm`, result: `${below(rng, metals, 2)} ppm`, method: 'ICP-OES' }] : []),
  ];
}

/**
 * Three production batches per SKU, made about 300, 150 and 40 days before `now`: electrolytes keep 12 months,
 * dry salts 24. The oldest is partly shipped already, so shipping takes from it first (FIFO). The lot number
 * (e.g. B90301-1A: product 90301, its first SKU, first batch) does not depend on `now`, so links stay valid.
 */
export function buildLots(product: SeedLotProduct, skus: SeedLotSku[], now: Date): SeedLot[] {
  const salt = product.casNumber !== null;
  return skus.flatMap((sku) =>
    [300, 150, 40].map((daysAgo, batch) => {
      const rng = rngFor('lot', sku.id * 10 + batch);
      const made = now.getTime() - (daysAgo + rng.int(0, 9)) * DAY;
      const quantity = [200, 120, 80][batch]!;
      return {
        skuId: sku.id,
        lotNumber: `B${product.id}-${sku.index + 1}${'ABC'[batch]}`,
        manufacturedOn: isoDay(made),
        expiresOn: isoDay(made + (salt ? 730 : 365) * DAY),
        quantity,
        remaining: batch === 0 ? rng.int(10, 40) : quantity,
        results: salt ? saltResults(product, sku, rng) : solutionResults(product, rng),
      };
    }),
  );
}
