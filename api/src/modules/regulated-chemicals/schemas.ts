import { z } from 'zod';
import { regulatedClasses, verificationStatuses } from '../../db/schema/regulated-chemicals';
import { paging, queryId } from '../backoffice-catalogue/schemas';

export const groupParams = z.strictObject({ id: queryId });
export const verificationParams = z.strictObject({ id: queryId });
export const fileParams = z.strictObject({ id: queryId, fileId: z.uuid() });

export const verificationListQuery = z.strictObject({ ...paging, status: z.enum(verificationStatuses).optional() });

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The classes staff permit, each with its expiry (China date, today or later; checked by the service). */
export const verifyBody = z.strictObject({
  permits: z
    .array(z.strictObject({ class: z.enum(regulatedClasses), expiresOn: day }))
    .min(1)
    .max(regulatedClasses.length)
    .refine((permits) => new Set(permits.map((p) => p.class)).size === permits.length, { params: { rule: 'duplicate' } }),
  note: z.string().trim().max(500).optional(),
});

export const rejectBody = z.strictObject({ note: z.string().trim().min(1).max(500) });

export const labGroupListQuery = z.strictObject({ ...paging, q: z.string().trim().max(100).optional().transform((q) => q || undefined) });

export const registerQuery = z.strictObject({ from: z.string(), to: z.string(), format: z.enum(['json', 'csv', 'xlsx']).default('json') });
