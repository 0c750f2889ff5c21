import { z } from 'zod';
import { quotationStatuses } from '../../db/schema/quotations';
import { envelopeOf } from '../../lib/envelope';
import { pagedOf, paging, version } from '../backoffice-catalogue/schemas';
import { answerFile } from '../quotations/schemas';

export const quotationSorts = ['createdAt', 'quoteNo', 'totalAmount', 'wantedDate'] as const;
const day = z.iso.date().optional();
const quoteNo = z.string().trim().regex(/^[A-Za-z0-9]{1,32}$/);

export const quotationListQuery = z
  .strictObject({
    ...paging,
    sort: z.enum(quotationSorts).default('createdAt'),
    order: z.enum(['asc', 'desc']).default('desc'),
    /** The start of a quotation number (QT2026…, any case), or part of the buyer's account or institution. */
    q: z.string().trim().max(100).optional().transform((q) => q || undefined),
    /** As the buyer sees it: a quoted one past its validity is `expired`. */
    status: z.enum(quotationStatuses).optional(),
    /** Days the request was sent, China calendar, both included. */
    from: day,
    to: day,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'] });
export type QuotationListInput = z.output<typeof quotationListQuery>;

export const quoteNoQuery = z.strictObject({ quoteNo });

/** The answer file of `npm run quotes -- answer` (the same schema, so the same checks), with the quotation and its version. */
export const answerBody = answerFile.extend({ quoteNo, version });
/** What a preview renders: the answer as it stands in the form; nothing is saved, so no version. */
export const previewBody = answerFile.extend({ quoteNo });
/** Reject or withdraw: the reason is shown to the buyer. */
export const reasonBody = z.strictObject({ quoteNo, version, reason: z.string().trim().min(1).max(500) });

const statusOut = z.enum(quotationStatuses);
const listItem = z.object({
  quoteNo: z.string(), status: statusOut, createdAt: z.string(), buyerAccount: z.string(), institution: z.string(),
  lineCount: z.number().int(), totalAmount: z.number().nullable(), validUntil: z.string().nullable(), wantedDate: z.string(),
});
export const quotationListResponse = pagedOf(listItem);

export const staffQuotationActions = ['answer', 'reject', 'withdraw'] as const;
const historyEntry = z.object({
  /** requested, quoted, rejected, withdrawn, accepted, expired. */
  kind: z.string(),
  at: z.string(),
  /** The staff account that did it (audit log); null for the buyer, and for the seed's rows. */
  staff: z.string().nullable(),
  note: z.string(),
});
const line = z.object({
  skuId: z.number(), productId: z.number(), skuCode: z.string(), name: z.string(), spec: z.string(), quantity: z.number(),
  listPrice: z.number(), unitPrice: z.number().nullable(), amount: z.number().nullable(),
});
export const staffQuotationDetail = z.object({
  quoteNo: z.string(), status: statusOut, createdAt: z.string(), version: z.string(),
  institution: z.string(), deliveryCity: z.string(), wantedDate: z.string(),
  invoice: z.looseObject({ type: z.enum(['none', 'ordinary', 'special']) }),
  note: z.string(), staffNote: z.string(), lines: z.array(line),
  goodsAmount: z.number().nullable(), shippingAmount: z.number().nullable(), totalAmount: z.number().nullable(),
  validUntil: z.string().nullable(), quotedAt: z.string().nullable(), orderNo: z.string().nullable(),
  buyer: z.object({ account: z.string(), nickname: z.string(), institution: z.string(), mobile: z.string(), contactEmail: z.string() }),
  history: z.array(historyEntry),
  /** What staff may do with it now. */
  actions: z.array(z.enum(staffQuotationActions)),
});
export type StaffQuotationDetail = z.infer<typeof staffQuotationDetail>;
export const quotationDetailResponse = envelopeOf(staffQuotationDetail);
export const actionResponse = envelopeOf(z.object({ quoteNo: z.string(), status: statusOut, version: z.string() }));
