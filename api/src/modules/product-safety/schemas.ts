import { z } from 'zod';
import { envelopeOf } from '../../lib/envelope';
import { ghsPictograms } from '../../db/schema/product-safety';
import { languages } from '../../i18n/language';
import { normaliseLot } from './lot-number';

const int = z.number().int();

/** Added to the product detail (docs/safety-documents-api.md): null hazard means no GHS data (equipment). */
export const productSafetySchema = z.object({
  hazard: z
    .object({
      pictograms: z.array(z.enum(ghsPictograms)),
      signalWord: z.enum(['danger', 'warning']).nullable(),
      statements: z.array(z.object({ code: z.string(), text: z.string() })),
      unNumber: z.string().nullable(),
    })
    .nullable(),
  sdsLanguages: z.array(z.enum(languages)),
});
export type ProductSafety = z.infer<typeof productSafetySchema>;

export const certificateSchema = z.object({
  lotNumber: z.string(),
  product: z.object({ id: int, name: z.string(), casNumber: z.string().nullable(), formula: z.string().nullable() }),
  sku: z.object({ code: z.string(), spec: z.string(), packageSize: z.string() }),
  manufacturedOn: z.string(),
  expiresOn: z.string(),
  results: z.array(z.object({ test: z.string(), name: z.string(), spec: z.string(), result: z.string(), method: z.string() })),
  pdfUrl: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;
export const certificateResponse = envelopeOf(certificateSchema);

/** A lot as typed: trimmed, spaces dropped, upper-cased; 1–40 characters before that. */
export const lotQuery = z.object({
  lot: z.string().min(1).max(40).transform(normaliseLot),
});
export const lotPdfQuery = lotQuery.extend({ lang: z.enum(languages).optional() });
export const sdsQuery = z.object({
  productId: z.coerce.number().int().positive().max(2_147_483_647),
  lang: z.enum(languages),
});

/** A lot link on an order line. */
export const lotLinkSchema = z.object({ lotNumber: z.string(), quantity: int, certificateUrl: z.string() });
export type LotLink = z.infer<typeof lotLinkSchema>;

