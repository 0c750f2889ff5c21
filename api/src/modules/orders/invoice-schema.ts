import { z } from 'zod';

/** Tax number: 15–20 upper-case letters/digits (the unified social credit code has 18). */
const taxNumber = z.string().regex(/^[A-Z0-9]{15,20}$/);
const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * docs/checkout-api.md "Invoice": none; ordinary (a person may leave the tax number ''); special VAT
 * invoice with every field. The strict objects refuse fields that belong to another type.
 */
export const invoiceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('none') }).strict(),
  z.object({ type: z.literal('ordinary'), title: text(100), taxNumber: z.union([z.literal(''), taxNumber]) }).strict(),
  z
    .object({
      type: z.literal('special'),
      title: text(100),
      taxNumber,
      bank: text(100),
      bankAccount: z.string().regex(/^[0-9 -]{6,40}$/),
      registeredAddress: text(200),
      registeredPhone: z.string().regex(/^[0-9+() -]{5,32}$/),
    })
    .strict(),
]);
