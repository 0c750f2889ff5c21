import { z } from 'zod';
import { orderStatuses } from '../../db/schema/orders';
import { envelopeOf } from '../../lib/envelope';
import { orderDetailSchema } from '../orders/response-schemas';
import { carriers } from '../orders/carriers';
import { pagedOf, paging, queryId, version } from '../backoffice-catalogue/schemas';
import { regulatedClasses } from '../../db/schema/regulated-chemicals';

export const orderSorts = ['createdAt', 'payAmount', 'orderNo'] as const;
export const invoiceTypes = ['none', 'ordinary', 'special'] as const;
/** An empty filter box sends '': that means "any". */
const optionalText = (max: number) => z.string().trim().max(max).optional().transform((text) => text || undefined);
const day = z.iso.date().optional();

export const orderListQuery = z
  .strictObject({
    ...paging,
    sort: z.enum(orderSorts).default('createdAt'),
    order: z.enum(['asc', 'desc']).default('desc'),
    /** The start of an order number (LM2026…), any case. */
    q: z.string().trim().max(32).regex(/^[A-Za-z0-9]*$/).optional().transform((q) => q?.toUpperCase() || undefined),
    status: z.enum(orderStatuses).optional(),
    /** Days of the shop's calendar (China, UTC+8), both included. */
    from: day,
    to: day,
    /** Part of the buyer's sign-in account (e-mail or mobile). */
    buyer: optionalText(254),
    /** Part of the institution on the buyer's profile. */
    institution: optionalText(100),
    invoiceType: z.enum(invoiceTypes).optional(),
    /** One lab group's orders (docs/lab-groups.md). */
    labGroupId: queryId.optional(),
    /** `only`: group orders only (any group). */
    groupOrders: z.enum(['only']).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'] });
export type OrderListInput = z.output<typeof orderListQuery>;

export const orderQuery = z.strictObject({ orderNo: z.string().trim().min(1).max(32) });

const orderNo = z.string().trim().min(1).max(32);
/** Every action says which version of the order the staff member saw (its `version` in the detail). */
export const actionBody = z.strictObject({ orderNo, version });
export type ActionInput = z.output<typeof actionBody>;

export const shipBody = z.strictObject({
  orderNo,
  version,
  carrier: z.enum(carriers),
  /** Letters, digits and dashes, as carriers print them. */
  trackingNo: z.string().trim().min(4).max(64).regex(/^[A-Za-z0-9-]+$/),
});
export type ShipInput = z.output<typeof shipBody>;

export const staffOrderActions = ['ship', 'cancel', 'refund', 'confirmTransfer'] as const;
export type StaffOrderAction = (typeof staffOrderActions)[number];

/** A group order's group and budget as the console shows them (lab-groups/group-order.ts groupTagsOf); null for a personal order. */
const staffGroupTag = z.object({ id: z.number().int(), name: z.string(), institution: z.string(), budgetId: z.number().int().nullable(), budgetCode: z.string().nullable() });

const listItem = z.object({
  orderNo: z.string(),
  status: z.enum(orderStatuses),
  createdAt: z.string(),
  payAmount: z.number(),
  paymentMethod: z.string().nullable(),
  buyerAccount: z.string(),
  institution: z.string(),
  invoiceType: z.enum(invoiceTypes),
  itemCount: z.number().int(),
  labGroup: staffGroupTag.nullable(),
});
export const orderListResponse = pagedOf(listItem);

const timelineEntry = z.object({
  /** created, paid, transferConfirmed, shipped, completed, cancelled, refunded, closed. */
  kind: z.string(),
  at: z.string(),
  actor: z.string(),
  /** The staff account that did it, from the audit log; null for the buyer, the system and the gateway. */
  staff: z.string().nullable(),
  reason: z.string().nullable(),
});

export const staffOrderDetail = orderDetailSchema.extend({
  version: z.string(),
  labGroup: staffGroupTag.nullable(),
  /** The buyer's end-use declaration (order_end_use), given for an order holding a regulated product; else null. */
  endUse: z.string().nullable(),
  /** The lines with their product's regulated class now (docs/regulated-chemicals.md), null for an unregulated one. */
  items: z.array(orderDetailSchema.shape.items.element.extend({ regulatedClass: z.enum(regulatedClasses).nullable() })),
  buyer: z.object({ account: z.string(), nickname: z.string(), institution: z.string(), laboratory: z.string(), mobile: z.string(), contactEmail: z.string() }),
  payments: z.array(z.object({ paymentNo: z.string(), method: z.string(), amount: z.number(), status: z.string(), createdAt: z.string(), succeededAt: z.string().nullable() })),
  timeline: z.array(timelineEntry),
  /** What staff may do with it now. */
  actions: z.array(z.enum(staffOrderActions)),
});
export type StaffOrderDetail = z.infer<typeof staffOrderDetail>;
export const orderDetailResponse = envelopeOf(staffOrderDetail);

export const actionResult = z.object({ orderNo: z.string(), status: z.enum(orderStatuses), version: z.string(), replayed: z.boolean() });
export type ActionResult = z.infer<typeof actionResult>;
export const actionResponse = envelopeOf(actionResult);
