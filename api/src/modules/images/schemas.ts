import { z } from 'zod';

/** A positive 32-bit integer written as plain digits (no sign, no leading zero, no exponent). */
const positiveId = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number)
  .refine((n) => n <= 2_147_483_647);

export const productImageParams = z.object({ id: positiveId, n: positiveId }).strict();
export const imageParams = z.object({ id: positiveId }).strict();
