import { z } from 'zod';
import { endUseField } from '../regulated-chemicals/checkout-rule';
import { quotationStatuses } from '../../db/schema/quotations';
import { invoiceSchema } from '../orders/invoice-schema';
import { exactlyOneItemSource, orderItemsShape } from '../promotions/order-items';
import { chinaToday, daysBetween } from './validity';

const id = z.number().int().min(1).max(2_147_483_647);
const text = (max: number) => z.string().trim().min(1).max(max);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value));

/**
 * A request for quotation: the lines (cart lines or SKUs with quantities, exactly as the checkout names them),
 * who buys, where it goes, when it is wanted, the checkout's invoice and a note. The wanted date is checked
 * against the server's calendar (today or later, within a year).
 */
export const createBody = z
  .object({
    ...orderItemsShape,
    institution: text(200),
    deliveryCity: text(100),
    // Checked against the server's calendar when the request arrives: today or later, within a year.
    wantedDate: isoDate.refine((value) => {
      const days = daysBetween(chinaToday(new Date()), value);
      return days >= 0 && days <= 366;
    }),
    invoice: invoiceSchema,
    note: z.string().trim().max(500).default(''),
  })
  .strict()
  .superRefine(exactlyOneItemSource);
export type CreateInput = z.infer<typeof createBody>;

export const quoteNoQuery = z.object({ quoteNo: z.string().regex(/^[A-Za-z0-9]{1,32}$/) }).strict();

/**
 * The address of the order an acceptance creates (from the buyer's address book, or the group's), and optionally the
 * group and budget to order for (both or neither; docs/lab-groups.md "Approvals").
 */
export const acceptBody = z
  .object({ addressId: id, labGroupId: id.optional(), budgetId: id.optional(), endUse: endUseField })
  .strict()
  .superRefine((body, ctx) => {
    if ((body.labGroupId === undefined) !== (body.budgetId === undefined)) ctx.addIssue({ code: 'custom', path: [body.labGroupId === undefined ? 'labGroupId' : 'budgetId'], input: undefined });
  });
export type AcceptInput = z.infer<typeof acceptBody>;

export const listQuery = z
  .object({
    status: z.enum(quotationStatuses).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  })
  .strict();
export type ListQuery = z.infer<typeof listQuery>;

/** Yuan with at most two decimals. */
const yuan = (min: number) =>
  z
    .number()
    .min(min)
    .max(10_000_000)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'at most two decimals');

/**
 * Staff's answer file (`npm run quotes -- answer <no> --file lines.json`): a unit price for every requested
 * line, by SKU code, in yuan; the shipping; the last day the buyer may accept (China calendar); a note.
 */
export const answerFile = z
  .object({
    lines: z.array(z.object({ sku: text(64), unitPrice: yuan(0.01) }).strict()).min(1).max(100),
    shipping: yuan(0),
    validUntil: isoDate,
    note: z.string().trim().max(500).default(''),
  })
  .strict();
export type AnswerFile = z.infer<typeof answerFile>;
