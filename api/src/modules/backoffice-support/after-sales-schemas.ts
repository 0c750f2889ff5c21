import { z } from 'zod';
import { afterSalesStatuses, afterSalesTypes } from '../../db/schema/after-sales';
import { envelopeOf } from '../../lib/envelope';
import { pagedOf, paging, version } from '../backoffice-catalogue/schemas';

export const afterSalesSorts = ['createdAt', 'requestNo', 'status', 'statusChangedAt'] as const;
const day = z.iso.date().optional();
const requestNo = z.string().trim().regex(/^[A-Za-z0-9-]{1,40}$/);
const status = z.enum(afterSalesStatuses as [string, ...string[]]);

export const afterSalesListQuery = z
  .strictObject({
    ...paging,
    sort: z.enum(afterSalesSorts).default('createdAt'),
    order: z.enum(['asc', 'desc']).default('desc'),
    /** The start of a request or order number, or part of the shopper's account. */
    q: z.string().trim().max(100).optional().transform((q) => q || undefined),
    status: status.optional(),
    type: z.enum(afterSalesTypes as [string, ...string[]]).optional(),
    /** Days the request was sent, China calendar, both included. */
    from: day,
    to: day,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'] });
export type AfterSalesListInput = z.output<typeof afterSalesListQuery>;

export const requestNoQuery = z.strictObject({ requestNo });
/** A move to another status with the note shown to the shopper, at the version staff read. */
export const moveBody = z.strictObject({ requestNo, version, status, note: z.string().trim().max(500).default('') });
export const fileQuery = z.strictObject({ id: z.uuid() });

const listItem = z.object({
  requestNo: z.string(), orderNo: z.string(), account: z.string(), type: z.string(), reason: z.string(), status: z.string(),
  createdAt: z.string(), statusChangedAt: z.string().nullable(), photoCount: z.number().int(),
});
export const afterSalesListResponse = pagedOf(listItem);

const file = z.object({ id: z.string(), fileName: z.string(), mimeType: z.string(), size: z.number().int(), url: z.string() });
export const uploadedFileOut = file;
export const afterSalesDetail = z.object({
  requestNo: z.string(), orderNo: z.string(), version: z.string(), type: z.string(), typeLabel: z.string(), reason: z.string(), reasonLabel: z.string(),
  description: z.string(), status: z.string(), staffNote: z.string(), createdAt: z.string(), statusChangedAt: z.string().nullable(),
  buyer: z.object({ account: z.string(), nickname: z.string(), institution: z.string(), mobile: z.string(), contactEmail: z.string() }),
  items: z.array(z.object({ orderItemId: z.number(), name: z.string(), spec: z.string(), quantity: z.number() })),
  photos: z.array(file),
  /** The statuses it may move to now; empty when final. */
  moves: z.array(z.string()),
  history: z.array(z.object({ at: z.string(), staff: z.string(), from: z.string(), to: z.string(), note: z.string() })),
});
export const afterSalesDetailResponse = envelopeOf(afterSalesDetail);
export const moveResponse = envelopeOf(z.object({ requestNo: z.string(), status: z.string(), version: z.string() }));
