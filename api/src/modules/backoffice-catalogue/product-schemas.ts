import { z } from 'zod';
import { regulatedClasses } from '../../db/schema/regulated-chemicals';
import { envelopeOf } from '../../lib/envelope';
import { isCasNumber } from './cas-number';
import { isImageUrl } from './image-urls';
import { relatedList } from './related-schemas';
import { id, int, localizedOut, localizedText, pagedOf, paging, queryId, version } from './schemas';

export const productStatuses = ['on_sale', 'off_sale'] as const;
export const productSorts = ['id', 'name', 'updatedAt', 'price', 'stock', 'sales'] as const;
const queryBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
/** An empty input box sends '': that means "none". */
const emptyAsNull = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? null : value), schema.nullable());

export const productListQuery = z.strictObject({
  ...paging,
  sort: z.enum(productSorts).default('id'),
  order: z.enum(['asc', 'desc']).default('asc'),
  q: z.string().trim().max(100).optional().transform((q) => q || undefined),
  categoryId: queryId.optional(),
  status: z.enum(productStatuses).optional(),
  lowStock: queryBoolean.optional(),
});
export type ProductListInput = z.output<typeof productListQuery>;

export const productQuery = z.strictObject({ id: queryId });

/** The product's fields that the catalogue file carries too: its import checks each row with these same schemas. */
export const productFileFields = {
  categoryId: id,
  /** By name, whatever its case; a new name creates the brand. */
  brand: z.string().trim().min(1).max(80),
  name: localizedText(200),
  summary: localizedText(500),
  casNumber: emptyAsNull(z.string().trim().refine(isCasNumber)),
  formula: emptyAsNull(z.string().trim().min(1).max(64).regex(/^[^\p{Cc}]+$/u)),
  status: z.enum(productStatuses),
};

export const productSaveBody = z
  .strictObject({
    id: id.optional(),
    version: version.optional(),
    ...productFileFields,
    description: localizedText(20_000),
    /** Left out: kept as it is (the catalogue file does not carry it); null: not regulated (docs/regulated-chemicals.md). */
    regulatedClass: z.enum(regulatedClasses).nullable().optional(),
    specs: z.array(z.strictObject({ label: localizedText(100), value: z.string().trim().min(1).max(200) })).max(40),
    images: z
      .array(z.string().max(200).refine(isImageUrl))
      .max(12)
      .refine((urls) => new Set(urls).size === urls.length, { params: { rule: 'duplicate' } }),
  })
  // An edit says which version it read; a new product has none to give.
  .refine((body) => (body.id === undefined) === (body.version === undefined), { path: ['version'] });
export type ProductSaveInput = z.output<typeof productSaveBody>;

export const productStatusBody = z.strictObject({
  ids: z
    .array(id)
    .min(1)
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, { params: { rule: 'duplicate' } }),
  status: z.enum(productStatuses),
});

export const productListItem = z.object({
  id: int,
  name: z.string(),
  categoryId: int,
  categoryName: z.string(),
  brand: z.string(),
  status: z.enum(productStatuses),
  skuCount: int,
  stock: int,
  minPrice: z.number().nullable(),
  updatedAt: z.string(),
});
export const productListResponse = pagedOf(productListItem);
export const productSaveResponse = envelopeOf(z.object({ id: int, version: z.string() }));

const lotSchema = z.object({
  id: int,
  lotNumber: z.string(),
  manufacturedOn: z.string(),
  expiresOn: z.string(),
  quantity: int,
  remaining: int,
  results: z.array(z.object({ test: z.string(), spec: z.string(), result: z.string(), method: z.string() })),
});
const skuSchema = z.object({
  id: int,
  version: z.string(),
  code: z.string(),
  spec: localizedOut,
  packageSize: z.string(),
  purity: z.string().nullable(),
  price: z.number(),
  marketPrice: z.number().nullable(),
  stock: int,
  maxPerOrder: int,
  onSale: z.boolean(),
  sort: int,
  lots: z.array(lotSchema),
});
export const productRecordResponse = envelopeOf(
  z.object({
    id: int,
    version: z.string(),
    categoryId: int,
    brand: z.string(),
    name: localizedOut,
    summary: localizedOut,
    description: localizedOut,
    casNumber: z.string().nullable(),
    formula: z.string().nullable(),
    regulatedClass: z.enum(regulatedClasses).nullable(),
    specs: z.array(z.object({ label: localizedOut, value: z.string() })),
    images: z.array(z.string()),
    status: z.enum(productStatuses),
    skus: z.array(skuSchema),
    hazard: z
      .object({ pictograms: z.array(z.string()), signalWord: z.enum(['danger', 'warning']).nullable(), hazardCodes: z.array(z.string()), unNumber: z.string().nullable() })
      .nullable(),
    /** "Bought together", saved on its own (related/save) at this list's version. */
    related: relatedList,
  }),
);
export type ProductRecord = z.infer<typeof productRecordResponse>['data'];
