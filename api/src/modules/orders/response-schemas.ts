import { z } from 'zod';
import { orderStatuses } from '../../db/schema/orders';
import { envelopeOf } from '../../lib/envelope';
import { lotLinkSchema } from '../product-safety/schemas';

const int = z.number().int();
const money = z.number();
const time = z.string().nullable();
const status = z.enum(orderStatuses);
export const orderActions = ['pay', 'cancel', 'confirmReceipt', 'buyAgain', 'afterSales'] as const;

const lineSchema = z.object({
  productId: int, skuId: int, skuCode: z.string(), name: z.string(), spec: z.string(), image: z.string(),
  unitPrice: money, listPrice: money.nullable(), quantity: int, amount: money,
});

export const orderSummarySchema = z.object({
  orderNo: z.string(),
  status,
  createdAt: z.string(),
  payDeadline: time,
  payAmount: money,
  itemCount: int,
  firstItem: z.object({ name: z.string(), image: z.string() }),
  paymentMethod: z.string().nullable(),
  /** How many lines the order has; `lines` holds the first few (order-view.ts SUMMARY_LINES). */
  lineCount: int,
  lines: z.array(lineSchema),
  actions: z.array(z.enum(orderActions)),
  /** A group order's group and budget (docs/lab-groups.md); null for a personal order. */
  labGroup: z.object({ id: int, name: z.string(), budgetId: int.nullable(), budgetCode: z.string().nullable() }).nullable().optional(),
  /** A term order (pay on invoice, docs/lab-groups.md): due by `dueAt`, `paid` once its transfer was confirmed; null otherwise. */
  terms: z.object({ kind: z.literal('invoice'), dueAt: time, paid: z.boolean(), overdue: z.boolean() }).nullable().optional(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

const addressSchema = z.object({
  receiver: z.string(), mobile: z.string(), provinceCode: z.string(), cityCode: z.string(), districtCode: z.string(),
  province: z.string(), city: z.string(), district: z.string(), detail: z.string(), postcode: z.string(),
});

export const orderDetailSchema = orderSummarySchema.extend({
  items: z.array(lineSchema.extend({ lots: z.array(lotLinkSchema) })),
  goodsAmount: money,
  reductionAmount: money,
  couponAmount: money,
  shippingAmount: money,
  address: addressSchema,
  invoice: z.record(z.string(), z.string()),
  note: z.string(),
  pointsEarned: int,
  paidAt: time,
  shippedAt: time,
  completedAt: time,
  cancelledAt: time,
  closeReason: z.string().nullable(),
  /** Set once staff shipped it with a carrier or tracking number (older shipments have neither). */
  shipment: z.object({ carrier: z.string().nullable(), trackingNo: z.string().nullable() }).nullable(),
  timeline: z.array(z.object({ from: status.nullable(), to: status, actor: z.string(), reason: z.string().nullable(), at: z.string() })),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const createdSchema = z.object({ orderNo: z.string(), status, payAmount: money, payDeadline: time });
export type Created = z.infer<typeof createdSchema>;

export const createdResponse = envelopeOf(createdSchema);
export const detailResponse = envelopeOf(orderDetailSchema);
export const pageResponse = envelopeOf(z.object({ items: z.array(orderSummarySchema), total: int, page: int, pageSize: int }));
export const countsResponse = envelopeOf(z.record(status, int));
