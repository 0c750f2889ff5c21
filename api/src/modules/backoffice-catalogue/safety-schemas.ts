import { z } from 'zod';
import { ghsPictograms } from '../../db/schema/product-safety';
import { envelopeOf } from '../../lib/envelope';
import { isLotNumber, normaliseLot } from '../product-safety/lot-number';
import { id, int } from './schemas';

const unique = <T>(list: T[]) => new Set(list).size === list.length;
const duplicate = { params: { rule: 'duplicate' } } as const;
const isoDate = z.iso.date();

export const hazardSaveBody = z.strictObject({
  productId: id,
  pictograms: z.array(z.enum(ghsPictograms)).max(ghsPictograms.length).refine(unique, duplicate),
  signalWord: z.enum(['danger', 'warning']).nullable(),
  /** In label order; each must be one of hazard_statements (checked by the service). */
  hazardCodes: z
    .array(z.string().trim().toUpperCase().regex(/^[A-Z0-9+]{2,12}$/))
    .max(40)
    .refine(unique, duplicate),
  unNumber: z.preprocess((value) => (value === '' ? null : value), z.string().trim().toUpperCase().regex(/^UN\d{4}$/).nullable()),
});
export type HazardSaveInput = z.output<typeof hazardSaveBody>;

export const hazardDeleteBody = z.strictObject({ productId: id });

export const lotSaveBody = z
  .strictObject({
    id: id.optional(),
    skuId: id,
    /** Stored as the certificate lookup normalises a typed number: no spaces, upper case. */
    lotNumber: z.string().max(64).transform(normaliseLot).refine(isLotNumber),
    manufacturedOn: isoDate,
    expiresOn: isoDate,
    quantity: z.number().int().min(1).max(10_000_000),
    results: z
      .array(
        z.strictObject({
          /** A known test key (appearance, assay, water …, named in four languages) or the test's own name. */
          test: z.string().trim().min(1).max(80),
          spec: z.string().trim().max(120),
          result: z.string().trim().min(1).max(120),
          method: z.string().trim().max(120),
        }),
      )
      .max(50),
  })
  .refine((body) => body.manufacturedOn < body.expiresOn, { path: ['expiresOn'] });
export type LotSaveInput = z.output<typeof lotSaveBody>;

export const hazardStatementsResponse = envelopeOf(z.array(z.object({ code: z.string(), text: z.string() })));
export const lotSaveResponse = envelopeOf(z.object({ id: int }));
