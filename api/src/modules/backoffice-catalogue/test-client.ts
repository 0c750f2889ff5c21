import type { FastifyInstance } from 'fastify';
import type { Reply } from '../../test/auth-requests';
import { staffClient, useStaffApp } from '../../test/staff-client';
import type { Driver } from '../../test/test-app';

/** Test helper (no test itself): the catalogue calls of the console as a client makes them. */
export function catalogueClient(app: FastifyInstance, token?: string, language = 'en') {
  const client = staffClient(app, '/api/backoffice/catalogue/', token, language);
  return {
    ...client,
    /** POST product/image, as the product editor's picture upload sends it. */
    upload: (fileName: string, content: Buffer, field = 'file'): Promise<Reply> => client.sendFile('product/image', { fileName, content, type: 'image/png', field }),
  };
}
export type CatalogueClient = ReturnType<typeof catalogueClient>;

/** One app per test file and driver, with a catalogue staff member's client. Read `ctx.*` inside tests. */
export const useCatalogueApp = (driver: Driver) => useStaffApp(driver, 'catalogue', catalogueClient);

/** A text in every language, marked with the language. */
export const texts = (label: string) => ({ zh: `${label} 中`, en: `${label} en`, ja: `${label} ja`, ko: `${label} ko` });

/** A valid product/save body (a new product in sub-category 901, LiPF6's); `overrides` replace fields. */
export const productBody = (label: string, overrides: Record<string, unknown> = {}) => ({
  categoryId: 901,
  brand: 'Test Brand',
  name: texts(label),
  summary: texts('summary'),
  description: texts('description'),
  casNumber: '21324-40-3',
  formula: 'LiPF6',
  specs: [{ label: texts('Purity'), value: '99.9%' }],
  images: [],
  status: 'on_sale',
  ...overrides,
});

/** A valid sku/save body for `productId`. */
export const skuBody = (productId: number, code: string, overrides: Record<string, unknown> = {}) => ({
  productId,
  code,
  spec: texts('25 g'),
  packageSize: '25 g',
  purity: '99.9%',
  price: 128.5,
  marketPrice: 150,
  maxPerOrder: 20,
  onSale: true,
  sort: 1,
  ...overrides,
});
