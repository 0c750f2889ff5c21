import type { ProductDetail, Sku } from '../api/product-types';

/** Test data (no test itself): a product with one SKU per state the picker must handle. */
export function skuFixture(overrides: Partial<Sku> & Pick<Sku, 'id'>): Sku {
  return {
    code: `LM-${overrides.id}`,
    spec: `Spec ${overrides.id}`,
    packageSize: '25 g',
    purity: '99.9%',
    price: 100,
    marketPrice: null,
    stock: 10,
    maxPerOrder: 99,
    onSale: true,
    ...overrides,
  };
}

export function productFixture(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 7,
    name: 'Lithium hexafluorophosphate',
    summary: 'Battery-grade electrolyte salt.',
    description: 'First paragraph.\n\nSecond paragraph.',
    images: ['/media/products/7/1.svg', '/media/products/7/2.svg'],
    brand: { id: 3, name: 'Aladdin', country: 'CN' },
    category: { id: 21, parentId: 2, name: 'Electrolytes', icon: '', sort: 1 },
    topCategory: { id: 2, parentId: 0, name: 'Battery materials', icon: '', sort: 1 },
    casNumber: '21324-40-3',
    formula: 'LiPF6',
    specs: [{ label: 'Appearance', value: 'White powder' }],
    sales: 120,
    rating: { average: 4.5, count: 2 },
    skus: [
      skuFixture({ id: 1, spec: 'Sold out', price: 80, stock: 0 }),
      skuFixture({ id: 2, spec: '25 g bottle', price: 120.5, marketPrice: 150, stock: 3, maxPerOrder: 99 }),
      skuFixture({ id: 3, spec: '100 g bottle', price: 399, stock: 500, maxPerOrder: 20 }),
      skuFixture({ id: 4, spec: 'Retired', price: 60, onSale: false }),
    ],
    hazard: null,
    sdsLanguages: [],
    ...overrides,
  };
}
