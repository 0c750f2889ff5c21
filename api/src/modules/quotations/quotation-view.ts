import type { QuotationStatus } from '../../db/schema/quotations';
import type { RegulatedClass } from '../../db/schema/regulated-chemicals';
import { localize, type Lang } from '../../i18n/language';
import { fenToYuan } from '../../lib/money';
import type { QuotationRow } from './repository';
import { validityDate } from './validity';

/** The status the buyer sees: a quoted row whose validity has passed is expired, whatever the sweep did. */
export function effectiveStatus(row: Pick<QuotationRow, 'status' | 'validUntil'>, now: Date): QuotationStatus {
  return row.status === 'quoted' && row.validUntil !== null && row.validUntil <= now ? 'expired' : row.status;
}

const yuanOrNull = (fen: number | null) => (fen === null ? null : fenToYuan(fen));

export function toSummary(row: QuotationRow, lang: Lang, now: Date) {
  const first = row.lines[0];
  return {
    quoteNo: row.quoteNo,
    status: effectiveStatus(row, now),
    createdAt: row.createdAt.toISOString(),
    lineCount: row.lines.length,
    firstLineName: first ? localize(first.name, lang) : '',
    totalAmount: yuanOrNull(row.totalAmount),
    validUntil: row.validUntil ? validityDate(row.validUntil) : null,
  };
}
export type QuotationSummary = ReturnType<typeof toSummary>;

/**
 * The whole quotation in `lang`; `orderNo` is the order an acceptance created. `regulated` holds the regulated
 * class of each line's product as the catalogue says now (docs/regulated-chemicals.md): acceptance checks the same.
 */
export function toDetail(row: QuotationRow, lang: Lang, now: Date, orderNo: string | null, regulated: ReadonlyMap<number, RegulatedClass> = new Map()) {
  const status = effectiveStatus(row, now);
  return {
    ...toSummary(row, lang, now),
    institution: row.institution,
    deliveryCity: row.deliveryCity,
    wantedDate: row.wantedDate,
    invoice: row.invoice as { type: 'none' | 'ordinary' | 'special'; title?: string },
    note: row.note,
    staffNote: row.staffNote,
    lines: row.lines.map((line) => ({
      skuId: line.skuId,
      productId: line.productId,
      skuCode: line.skuCode,
      name: localize(line.name, lang),
      spec: localize(line.spec, lang),
      quantity: line.quantity,
      listPrice: fenToYuan(line.listPrice),
      unitPrice: yuanOrNull(line.unitPrice),
      amount: line.unitPrice === null ? null : fenToYuan(line.unitPrice * line.quantity),
      regulatedClass: regulated.get(line.productId) ?? null,
    })),
    goodsAmount: yuanOrNull(row.goodsAmount),
    shippingAmount: yuanOrNull(row.shippingAmount),
    quotedAt: row.quotedAt?.toISOString() ?? null,
    orderNo,
    canAccept: status === 'quoted',
  };
}
export type QuotationDetail = ReturnType<typeof toDetail>;
