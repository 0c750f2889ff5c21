import { z } from 'zod';
import { envelopeOf } from '../../lib/envelope';

const MAX_ID = 2_147_483_647;
const id = z.coerce.number().int().min(1).max(MAX_ID);

export const groupParams = z.object({ id }).strict();
export const noQuery = z.object({}).strict();

/** Yuan with at most two decimals, above 0 (stored in fen), like every amount of the API. */
const yuan = z
  .number()
  .gt(0)
  .max(1_000_000_000)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6);

/** The owner's rules: a requester's order always needs approval, so only the two optional rules are set here. */
export const rulesBody = z.object({ aboveAmount: yuan.nullable(), hazardous: z.boolean() }).strict();
export type RulesBody = z.infer<typeof rulesBody>;

export const rulesView = z.object({ requesterOrders: z.literal(true), aboveAmount: z.number().nullable(), hazardous: z.boolean() });
export type RulesView = z.infer<typeof rulesView>;
export const rulesResponse = envelopeOf(rulesView);
