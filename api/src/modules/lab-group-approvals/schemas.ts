import { z } from 'zod';
import { envelopeOf } from '../../lib/envelope';
import { invoiceSchema } from '../orders/invoice-schema';
import { endUseField } from '../regulated-chemicals/checkout-rule';
import { exactlyOneItemSource, orderItemsShape } from '../promotions/order-items';

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

// --- approval requests (docs/lab-groups.md "Approvals") ---

/** Yuan with at most two decimals, 0 allowed: what the client was shown, compared in fen, never computed with. */
const shownYuan = z
  .number()
  .min(0)
  .max(100_000_000)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6);

/** The checkout's body for a group order, without coupon (coupons are personal) or group (it is in the path). */
export const createRequestBody = z
  .object({
    ...orderItemsShape,
    budgetId: z.number().int().min(1).max(MAX_ID),
    addressId: z.number().int().min(1).max(MAX_ID),
    invoice: invoiceSchema,
    /** For the approver. */
    note: z.string().max(200),
    expectedPayAmount: shownYuan,
    /** Accepted so the checkout may send its order body as it is, but only without a coupon (coupons are personal). */
    userCouponId: z.null().optional(),
    /** A request holding a regulated product: the end-use declaration its order will keep (docs/regulated-chemicals.md). */
    endUse: endUseField,
  })
  .strict()
  .superRefine(exactlyOneItemSource);
export type CreateRequestBody = z.infer<typeof createRequestBody>;

export const requestParams = z.object({ id }).strict();
export const listQuery = z
  .object({
    box: z.enum(['mine', 'toDecide']).default('mine'),
    // `status=` (empty) means all, as no status does.
    status: z.preprocess((value) => (value === '' ? undefined : value), z.enum(['pending', 'repriced', 'ordered', 'rejected', 'cancelled']).optional()),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  })
  .strict();
export type ListQuery = z.infer<typeof listQuery>;

export const approveBody = z
  .object({
    note: z.string().max(500).optional(),
    expectedTotal: shownYuan,
    /** The approver puts the order on the group's invoice (pay on terms, lab-group-terms) instead of paying before it ships. */
    paymentTerms: z.enum(['invoice']).optional(),
  })
  .strict();
export type ApproveBody = z.infer<typeof approveBody>;
export const rejectBody = z.object({ note: z.string().trim().min(1).max(500) }).strict();
export type RejectBody = z.infer<typeof rejectBody>;

const reason = z.enum(['requester', 'above_amount', 'hazardous', 'over_budget']);
const status = z.enum(['pending', 'approved', 'repriced', 'ordered', 'rejected', 'cancelled']);
const person = z.object({ id: z.number(), name: z.string() });

export const createdView = z.object({ id: z.number(), status, total: z.number(), reasons: z.array(reason) });
export type CreatedView = z.infer<typeof createdView>;

export const summaryView = z.object({
  id: z.number(),
  group: z.object({ id: z.number(), name: z.string() }),
  budget: z.object({ id: z.number(), code: z.string() }),
  requester: person,
  status,
  reasons: z.array(reason),
  total: z.number(),
  lineCount: z.number(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type SummaryView = z.infer<typeof summaryView>;

export const detailView = summaryView.extend({
  address: z.record(z.string(), z.unknown()),
  invoice: z.record(z.string(), z.unknown()).nullable(),
  /** The requester's note ('' when none). */
  note: z.string(),
  decisionNote: z.string().nullable(),
  decidedBy: person.nullable(),
  lines: z.array(
    z.object({ productId: z.number(), skuId: z.number(), name: z.string(), spec: z.string(), image: z.string(), quantity: z.number(), unitPrice: z.number(), hazardous: z.boolean() }),
  ),
  differences: z
    .array(z.object({ skuId: z.number(), name: z.string(), quantity: z.number(), oldUnitPrice: z.number(), newUnitPrice: z.number(), stock: z.number(), problem: z.string().nullable() }))
    .nullable(),
  orderNo: z.string().nullable(),
  budgetRemaining: z.number(),
  canDecide: z.boolean(),
  canCancel: z.boolean(),
});
export type DetailView = z.infer<typeof detailView>;

export const createdResponse = envelopeOf(createdView);
export const pageResponse = envelopeOf(z.object({ items: z.array(summaryView), total: z.number(), page: z.number(), pageSize: z.number() }));
export const detailResponse = envelopeOf(detailView);
