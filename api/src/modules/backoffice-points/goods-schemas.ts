import { z } from 'zod';
import { stockReasons } from '../../db/schema/stock';
import { envelopeOf } from '../../lib/envelope';
import { id, int, localizedOut, localizedText, pagedOf, paging, queryId, version } from '../backoffice-catalogue/schemas';

/** The largest single adjustment: a typo of a few extra digits is refused rather than booked. */
const MAX_DELTA = 1_000_000;
/** A picture the shop serves itself (/media/points/…, /media/catalogue/…): never a link to another site. */
const image = z.string().trim().regex(/^\/media\/[A-Za-z0-9._/-]{1,200}$/).refine((path) => !path.includes('..'));
const when = z.iso.datetime({ offset: true }).transform((value) => new Date(value)).nullable();

export const goodsSorts = ['sort', 'code', 'points', 'stock', 'updatedAt'] as const;

export const goodsListQuery = z.strictObject({
  ...paging,
  sort: z.enum(goodsSorts).default('sort'),
  order: z.enum(['asc', 'desc']).default('asc'),
  /** Part of the code or of the name in any language. */
  q: z.string().trim().max(100).optional().transform((q) => q || undefined),
  onSale: z.enum(['true', 'false']).optional().transform((value) => (value === undefined ? undefined : value === 'true')),
});
export type GoodsListInput = z.output<typeof goodsListQuery>;

export const goodsIdQuery = z.strictObject({ id: queryId });

export const goodsSaveBody = z
  .strictObject({
    id: id.optional(),
    version: version.optional(),
    code: z.string().trim().toUpperCase().regex(/^[A-Z0-9][A-Z0-9._-]{0,39}$/),
    categoryId: id,
    kind: z.enum(['physical', 'coupon']),
    couponTemplateId: id.nullable(),
    name: localizedText(120),
    description: localizedText(2000),
    images: z.array(image).max(8),
    points: z.number().int().min(1).max(10_000_000),
    perAccountLimit: z.number().int().min(1).max(9_999),
    onSale: z.boolean(),
    featured: z.boolean(),
    availableFrom: when,
    availableTo: when,
    sort: z.number().int().min(0).max(100_000),
  })
  .refine((body) => (body.id === undefined) === (body.version === undefined), { path: ['version'] })
  .refine((body) => (body.kind === 'coupon') === (body.couponTemplateId !== null), { path: ['couponTemplateId'] })
  .refine((body) => !body.availableFrom || !body.availableTo || body.availableFrom < body.availableTo, { path: ['availableTo'] });
export type GoodsSaveInput = z.output<typeof goodsSaveBody>;

export const pointsStockBody = z.strictObject({
  productId: id,
  delta: z.number().int().min(-MAX_DELTA).max(MAX_DELTA).refine((delta) => delta !== 0),
  reason: z.enum(stockReasons),
  note: z.string().trim().max(200).default(''),
});
export type PointsStockInput = z.output<typeof pointsStockBody>;

export const pointsLedgerQuery = z.strictObject({ productId: queryId, ...paging });
export type PointsLedgerInput = z.output<typeof pointsLedgerQuery>;

const goodsOut = {
  id: int, code: z.string(), kind: z.enum(['physical', 'coupon']), name: localizedOut, points: int, stock: int,
  perAccountLimit: int, onSale: z.boolean(), featured: z.boolean(), version: z.string(),
};
export const goodsListResponse = pagedOf(z.object(goodsOut));
export const goodsDetailResponse = envelopeOf(
  z.object({
    ...goodsOut, categoryId: int, couponTemplateId: int.nullable(), description: localizedOut, images: z.array(z.string()),
    availableFrom: z.string().nullable(), availableTo: z.string().nullable(), sort: int,
  }),
);
export const goodsOptionsResponse = envelopeOf(
  z.object({ categories: z.array(z.object({ id: int, name: localizedOut })), couponTemplates: z.array(z.object({ id: int, name: localizedOut })) }),
);
export const savedResponse = envelopeOf(z.object({ id: int, version: z.string() }));
export const pointsStockResponse = envelopeOf(z.object({ stock: int }));
export const pointsLedgerResponse = pagedOf(
  z.object({ id: int, delta: int, reason: z.enum(stockReasons), note: z.string(), stockAfter: int, actorAccount: z.string().nullable(), createdAt: z.string() }),
);
