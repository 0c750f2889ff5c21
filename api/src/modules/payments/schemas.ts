import { z } from 'zod';
import { orderStatuses } from '../../db/schema/orders';
import { envelopeOf } from '../../lib/envelope';
import { methodNames } from './methods';

export const orderNo = z.string().trim().min(1).max(32).regex(/^[A-Za-z0-9_-]+$/);

export const noQuery = z.object({}).strict();
export const createBody = z.object({ orderNo, method: z.enum(methodNames) }).strict();
export const statusQuery = z.object({ orderNo }).strict();

/** What the gateway (the sandbox) posts to /api/payment/notify; checked only after the signature. */
export const notificationBody = z
  .object({
    paymentNo: z.string().min(1).max(40),
    tradeNo: z.string().min(1).max(64),
    /** fen */
    amount: z.number().int().min(0),
    status: z.literal('success'),
  })
  .strict();
export type Notification = z.infer<typeof notificationBody>;

const bankAccountSchema = z.object({ accountName: z.string(), bank: z.string(), accountNumber: z.string(), branch: z.string(), demo: z.boolean() });
const method = z.enum(methodNames);

export const methodsResponse = envelopeOf(
  z.array(z.object({ method, kind: z.enum(['gateway', 'bank']), sandbox: z.boolean(), bankAccount: bankAccountSchema.nullable() })),
);

const gatewayPayment = z.object({ paymentNo: z.string(), method, amount: z.number(), payUrl: z.string() });
const bankPayment = z.object({
  paymentNo: z.string(),
  method,
  amount: z.number(),
  bankAccount: bankAccountSchema,
  reference: z.string(),
  payDeadline: z.string(),
});
export const createResponse = envelopeOf(z.union([gatewayPayment, bankPayment]));

export const statusResponse = envelopeOf(
  z.object({
    orderNo: z.string(),
    status: z.enum(orderStatuses as [string, ...string[]]),
    payAmount: z.number(),
    paymentMethod: method.nullable(),
    paidAt: z.string().nullable(),
    payDeadline: z.string().nullable(),
    /** A term order's due date (pay on invoice, docs/lab-groups.md); null for other orders. */
    dueAt: z.string().nullable(),
  }),
);

export const receivedResponse = envelopeOf(z.object({ received: z.literal(true) }));
