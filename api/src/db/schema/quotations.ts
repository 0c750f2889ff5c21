import { date, index, integer, jsonb, pgSequence, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../i18n/language';
import { users } from './auth';
import { timestamps } from './columns';
import { orders } from './orders';

/**
 * requested → quoted (staff answer) | rejected (staff); quoted → accepted (the buyer, once, before
 * valid_until) | withdrawn (staff take the price back before it is accepted, with a reason). A quoted row past
 * valid_until reads as expired; `expired` is also stored by rows withdrawn before `withdrawn` existed.
 */
export type QuotationStatus = 'requested' | 'quoted' | 'accepted' | 'expired' | 'rejected' | 'withdrawn';
export const quotationStatuses: QuotationStatus[] = ['requested', 'quoted', 'accepted', 'expired', 'rejected', 'withdrawn'];

/**
 * One requested line, with the catalogue's name and list price when it was asked (fen), and staff's
 * unit price once quoted (fen, null before). Names are kept so a later catalogue edit leaves the quotation as sent.
 */
export type QuotationLine = {
  skuId: number;
  productId: number;
  skuCode: string;
  name: LocalizedText;
  spec: LocalizedText;
  quantity: number;
  listPrice: number;
  unitPrice: number | null;
};

/** Numbers the quotations (QT + China date + this, zero-padded): unique without reading other rows. */
export const quotationNoSeq = pgSequence('quotation_no_seq');

/** A buyer's request for quotation (RFQ) and staff's answer (docs/quotations-api.md). */
export const quotations = pgTable(
  'quotations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    quoteNo: varchar('quote_no', { length: 32 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).$type<QuotationStatus>().notNull().default('requested'),
    lines: jsonb('lines').$type<QuotationLine[]>().notNull(),
    institution: varchar('institution', { length: 200 }).notNull(),
    deliveryCity: varchar('delivery_city', { length: 100 }).notNull(),
    wantedDate: date('wanted_date', { mode: 'string' }).notNull(),
    /** The checkout's invoice (orders/invoice-schema.ts), copied onto the order an acceptance creates. */
    invoice: jsonb('invoice').notNull(),
    note: varchar('note', { length: 500 }).notNull().default(''),
    /** Staff's answer, fen: goods = Σ unit price × quantity, total = goods + shipping. */
    goodsAmount: integer('goods_amount'),
    shippingAmount: integer('shipping_amount'),
    totalAmount: integer('total_amount'),
    /** Acceptance is refused from this instant on (the end of the validity date, China time). */
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** The terms sent with an answer; the reason of a rejection or a withdrawal (the audit log keeps the terms). */
    staffNote: varchar('staff_note', { length: 500 }).notNull().default(''),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    /** When it was accepted, rejected or withdrawn. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('quotations_quote_no_unique').on(table.quoteNo),
    index('quotations_user_idx').on(table.userId, table.createdAt),
    index('quotations_status_idx').on(table.status, table.createdAt),
  ],
);
