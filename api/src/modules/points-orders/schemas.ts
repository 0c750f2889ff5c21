import { z } from 'zod';
import { pointsOrderStatuses } from '../../db/schema/points-orders';

/** Points-order numbers are letters and digits (the points mall chooses the prefix); anything else is a 400. */
export const orderNoQuery = z.object({ orderNo: z.string().regex(/^[A-Za-z0-9]{1,32}$/) }).strict();

export const listQuery = z
  .object({
    status: z.enum(pointsOrderStatuses).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  })
  .strict();
export type ListQuery = z.infer<typeof listQuery>;
