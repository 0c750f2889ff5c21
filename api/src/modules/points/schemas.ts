import { z } from 'zod';
import type { PointsSource } from '../../db/schema/points';
import { envelopeOf } from '../../lib/envelope';

export const pointsSources = ['order', 'task', 'exchange', 'adjustment'] as const satisfies readonly PointsSource[];

export const noQuery = z.object({}).strict();

export const ledgerQuery = z
  .object({
    source: z.enum(pointsSources).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

const int = z.number().int();

export const ledgerEntrySchema = z.object({
  id: int,
  delta: int,
  balanceAfter: int,
  source: z.enum(pointsSources),
  reference: z.string(),
  /** In the request's language; null when the entry has none. */
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const balanceResponse = envelopeOf(z.object({ balance: int }));
export const ledgerResponse = envelopeOf(z.object({ items: z.array(ledgerEntrySchema), total: int, page: int, pageSize: int }));
