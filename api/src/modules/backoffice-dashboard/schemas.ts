import { z } from 'zod';
import { envelopeOf } from '../../lib/envelope';
import { noQuery } from '../backoffice-catalogue/schemas';

const int = z.number().int();
export { noQuery };

export const ordersCard = envelopeOf(
  z.object({ day: z.string(), placed: int, paid: int, revenue: z.number(), awaitingShipment: int, awaitingPayment: int }),
);
export const quotationsCard = envelopeOf(z.object({ waiting: int }));
export const supportCard = envelopeOf(z.object({ waiting: int, submitted: int, reviewing: int, approved: int }));
export const catalogueCard = envelopeOf(
  z.object({
    threshold: int,
    lowStock: int,
    lowest: z.array(z.object({ skuId: int, code: z.string(), productId: int, name: z.string(), stock: int })),
  }),
);
