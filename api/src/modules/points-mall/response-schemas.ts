import { z } from 'zod';
import { envelopeOf } from '../../lib/envelope';

const campaignPrice = z.object({ campaignId: z.number().int(), name: z.string(), points: z.number().int(), endsAt: z.string() });

/** A good as lists show it; `points` is what one unit costs now (the campaign price while one runs). */
export const productCard = z.object({
  id: z.number().int(),
  kind: z.enum(['physical', 'coupon']),
  categoryId: z.number().int(),
  name: z.string(),
  image: z.string(),
  points: z.number().int(),
  listPoints: z.number().int(),
  stock: z.number().int(),
  campaign: campaignPrice.nullable(),
});
export type ProductCard = z.infer<typeof productCard>;

export const productDetail = productCard.extend({
  categoryName: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  perAccountLimit: z.number().int(),
  onSale: z.boolean(),
  availableFrom: z.string().nullable(),
  availableTo: z.string().nullable(),
  /** On sale and inside its window at the server's clock (stock aside). */
  available: z.boolean(),
  /** What a coupon good grants: amount off (fen) once the order reaches threshold (fen), valid for validDays. */
  coupon: z.object({ amount: z.number().int(), threshold: z.number().int(), validDays: z.number().int() }).nullable(),
});
export type ProductDetail = z.infer<typeof productDetail>;

export const category = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

export const campaignView = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  banner: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  running: z.boolean(),
  items: z.array(productCard),
});
export type CampaignView = z.infer<typeof campaignView>;

export const announcementSummary = z.object({ id: z.number().int(), title: z.string(), pinned: z.boolean(), publishedAt: z.string() });
export const announcementDetail = announcementSummary.extend({ body: z.string() });

export const homeResponse = envelopeOf(
  z.object({
    categories: z.array(category),
    campaign: campaignView.nullable(),
    featured: z.array(productCard),
    announcements: z.array(announcementSummary),
    serverTime: z.string(),
  }),
);
export const categoriesResponse = envelopeOf(z.array(category));
export const productPageResponse = envelopeOf(
  z.object({ items: z.array(productCard), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
);
export const productResponse = envelopeOf(productDetail);
export const campaignsResponse = envelopeOf(z.object({ items: z.array(campaignView), serverTime: z.string() }));
export const announcementPageResponse = envelopeOf(
  z.object({ items: z.array(announcementSummary), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
);
export const announcementResponse = envelopeOf(announcementDetail);
export const allowanceResponse = envelopeOf(
  z.object({ balance: z.number().int(), exchanged: z.number().int(), remaining: z.number().int() }),
);
export const exchangeResponse = envelopeOf(
  z.object({
    orderNo: z.string(),
    status: z.enum(['pending', 'completed']),
    pointsAmount: z.number().int(),
    balance: z.number().int(),
    kind: z.enum(['physical', 'coupon']),
  }),
);
export type ExchangeResult = z.infer<typeof exchangeResponse>['data'];
