import { z } from 'zod';
import { orderStatuses } from '../../db/schema/orders';
import { exactlyOneItemSource, orderItemsShape } from '../promotions/order-items';
import { endUseField } from '../regulated-chemicals/checkout-rule';
import { invoiceSchema } from './invoice-schema';

const MAX_ID = 2_147_483_647;
const id = z.number().int().min(1).max(MAX_ID);
/** undefined lets the pricing pick the best coupon, null orders without one. */
const userCouponId = id.nullable().optional();

/** Yuan with at most two decimals, as the preview showed it (compared in fen, never computed with). */
const yuan = z
  .number()
  .min(0)
  .max(100_000_000)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6);

export const previewBody = z
  .object({ ...orderItemsShape, addressId: id.optional(), userCouponId, labGroupId: id.optional() })
  .strict()
  .superRefine(exactlyOneItemSource);
export type PreviewInput = z.infer<typeof previewBody>;

export const createBody = z
  .object({
    ...orderItemsShape,
    addressId: id,
    invoice: invoiceSchema,
    note: z.string().max(200),
    userCouponId,
    expectedPayAmount: yuan,
    /** A group order (docs/lab-groups.md): both or neither; the budget's remaining amount must cover it. */
    labGroupId: id.optional(),
    budgetId: id.optional(),
    /** An order holding a regulated product (docs/regulated-chemicals.md): the buyer's end-use declaration, 10–500 characters. */
    endUse: endUseField,
    /** Pay on invoice (docs/lab-groups.md "Pay on invoice (terms)"): a group order on the group's terms. */
    paymentTerms: z.enum(['invoice']).optional(),
  })
  .strict()
  .superRefine(exactlyOneItemSource)
  .superRefine((body, ctx) => {
    if ((body.labGroupId === undefined) !== (body.budgetId === undefined)) ctx.addIssue({ code: 'custom', path: [body.labGroupId === undefined ? 'labGroupId' : 'budgetId'], input: undefined });
    if (body.paymentTerms !== undefined && body.labGroupId === undefined) ctx.addIssue({ code: 'custom', path: ['paymentTerms'], input: body.paymentTerms });
  });
export type CreateInput = z.infer<typeof createBody>;

/** Other headers pass; only the key is checked. */
export const idempotencyHeaders = z.object({ 'idempotency-key': z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) });

export const orderNoQuery = z.object({ orderNo: z.string().regex(/^[A-Za-z0-9]{1,32}$/) }).strict();
export const noQuery = z.object({}).strict();

export const listQuery = z
  .object({
    status: z.enum(orderStatuses).optional(),
    keyword: z.string().trim().min(1).max(50).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(10),
  })
  .strict();
export type ListQuery = z.infer<typeof listQuery>;
