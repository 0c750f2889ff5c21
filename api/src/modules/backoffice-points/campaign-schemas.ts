import { z } from 'zod';
import { envelopeOf } from '../../lib/envelope';
import { id, int, localizedOut, localizedText, pagedOf, paging, queryId, version } from '../backoffice-catalogue/schemas';

const instant = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

export const campaignListQuery = z.strictObject({ ...paging, order: z.enum(['asc', 'desc']).default('desc') });
export type CampaignListInput = z.output<typeof campaignListQuery>;
export const campaignIdQuery = z.strictObject({ id: queryId });

export const campaignSaveBody = z
  .strictObject({
    id: id.optional(),
    version: version.optional(),
    code: z.string().trim().toUpperCase().regex(/^[A-Z0-9][A-Z0-9._-]{0,39}$/),
    name: localizedText(120),
    description: localizedText(1000),
    banner: z.union([z.literal(''), z.string().trim().regex(/^\/media\/[A-Za-z0-9._/-]{1,200}$/)]),
    startsAt: instant,
    endsAt: instant,
    /** The goods it discounts and their campaign price in points (each good once). */
    items: z.array(z.strictObject({ productId: id, points: z.number().int().min(1).max(10_000_000) })).max(200),
  })
  .refine((body) => (body.id === undefined) === (body.version === undefined), { path: ['version'] })
  .refine((body) => body.startsAt < body.endsAt, { path: ['endsAt'] })
  .refine((body) => new Set(body.items.map((item) => item.productId)).size === body.items.length, { path: ['items'] });
export type CampaignSaveInput = z.output<typeof campaignSaveBody>;

const campaignOut = { id: int, code: z.string(), name: localizedOut, startsAt: z.string(), endsAt: z.string(), version: z.string() };
export const campaignListResponse = pagedOf(z.object({ ...campaignOut, itemCount: int }));
export const campaignDetailResponse = envelopeOf(
  z.object({ ...campaignOut, description: localizedOut, banner: z.string(), items: z.array(z.object({ productId: int, code: z.string(), name: localizedOut, points: int })) }),
);
