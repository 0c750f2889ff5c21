import { z } from 'zod';

const id = z.coerce.number().int().positive();
export const groupParams = z.object({ id }).strict();

/** Yuan with at most two decimals, as every amount of this API. */
const yuan = z
  .number()
  .min(0)
  .max(100_000_000)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6);

/** PUT /api/backoffice/lab-groups/:id/terms: the whole terms each time. */
export const termsBody = z.object({ days: z.number().int().min(1).max(120), creditLimit: yuan, active: z.boolean() }).strict();
export type TermsBody = z.infer<typeof termsBody>;
