import { z } from 'zod';
import { pointsOrderStatuses } from '../../db/schema/points-orders';
import { envelopeOf } from '../../lib/envelope';

const int = z.number().int();
const time = z.string().nullable();

export const pointsOrderItemSchema = z.object({
  productId: int,
  /** In the request's language. */
  name: z.string(),
  image: z.string(),
  /** Points per unit. */
  points: int,
  quantity: int,
});

export const pointsOrderSummarySchema = z.object({
  orderNo: z.string(),
  status: z.enum(pointsOrderStatuses),
  pointsAmount: int,
  createdAt: z.string(),
  /** The total quantity of all items. */
  itemCount: int,
  items: z.array(pointsOrderItemSchema),
});
export type PointsOrderSummary = z.infer<typeof pointsOrderSummarySchema>;

const addressSchema = z.object({
  receiver: z.string(), mobile: z.string(), provinceCode: z.string(), cityCode: z.string(), districtCode: z.string(),
  province: z.string(), city: z.string(), district: z.string(), detail: z.string(), postcode: z.string(),
});

export const pointsOrderDetailSchema = z.object({
  orderNo: z.string(),
  status: z.enum(pointsOrderStatuses),
  pointsAmount: int,
  note: z.string(),
  /** null for virtual goods (nothing shipped). */
  address: addressSchema.nullable(),
  items: z.array(pointsOrderItemSchema),
  createdAt: z.string(),
  shippedAt: time,
  completedAt: time,
  cancelledAt: time,
});
export type PointsOrderDetail = z.infer<typeof pointsOrderDetailSchema>;

export const pageResponse = envelopeOf(z.object({ items: z.array(pointsOrderSummarySchema), total: int, page: int, pageSize: int }));
export const detailResponse = envelopeOf(pointsOrderDetailSchema);
