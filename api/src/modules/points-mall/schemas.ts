import { z } from 'zod';
/** Postgres integer ids. */
const MAX_ID = 2_147_483_647;

const id = z.coerce.number().int().min(1).max(MAX_ID);

export const noQuery = z.object({}).strict();
export const idQuery = z.object({ id }).strict();
export const productIdQuery = z.object({ productId: id }).strict();

export const productSorts = ['default', 'pointsAsc', 'pointsDesc'] as const;
export type ProductSort = (typeof productSorts)[number];

export const productListQuery = z
  .object({
    categoryId: id.optional(),
    kind: z.enum(['physical', 'coupon']).optional(),
    sort: z.enum(productSorts).default('default'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(12),
  })
  .strict();
export type ProductListQuery = z.infer<typeof productListQuery>;

export const announcementListQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  })
  .strict();

/** Same rule as orders' Idempotency-Key: one key per exchange the shopper means to make. */
export const idempotencyHeaders = z.object({ 'idempotency-key': z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) });

export const exchangeBody = z
  .object({
    productId: id,
    quantity: z.number().int().min(1).max(99),
    /** From the shopper's address book; required for physical goods, ignored for coupons. */
    addressId: id.optional(),
    note: z.string().trim().max(200).optional(),
    /** The total the confirm page showed: a different server total (a campaign ended) is a 409, not a surprise. */
    expectedPoints: z.number().int().min(1).optional(),
  })
  .strict();
export type ExchangeBody = z.infer<typeof exchangeBody>;
