import { z } from 'zod';
import { envelopeOf } from '../../lib/envelope';

/** An uploaded catalogue file: a full catalogue of 300k SKUs as CSV is about 100 MB. */
export const MAX_CATALOGUE_FILE_BYTES = 192 * 1024 * 1024;

export const exportQuery = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') }).strict();
export const noQuery = z.object({}).strict();
export const applyBody = z.object({ importId: z.uuid() }).strict();

export const checkResponse = envelopeOf(
  z.object({
    importId: z.string(),
    rows: z.number().int(),
    create: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    refused: z.array(z.object({ row: z.number().int(), column: z.string(), reason: z.string() })),
  }),
);
export const applyResponse = envelopeOf(z.object({ create: z.number().int(), update: z.number().int(), unchanged: z.number().int() }));
