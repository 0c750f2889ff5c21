import type { QuotationLine } from '../../db/schema/quotations';
import { AppError } from '../../lib/app-error';
import { yuanToFen } from '../../lib/money';
import type { QuotationRow } from './repository';
import type { AnswerFile } from './schemas';
import { chinaToday, endOfChinaDay } from './validity';

/** The largest total the database holds (integer fen, as orders), with margin. */
export const MAX_TOTAL_FEN = 2_000_000_000;

/** What an answer writes on the quotation (fen), before it is sent. */
export type PricedAnswer = {
  lines: QuotationLine[];
  goodsAmount: number;
  shippingAmount: number;
  totalAmount: number;
  validUntil: Date;
  staffNote: string;
  quotedAt: Date;
};

/**
 * The checks of an answer beyond its schema (schemas.ts answerFile), shared by `npm run quotes -- answer`, the
 * console's answer and its PDF preview so they cannot drift: every requested SKU priced exactly once and nothing
 * else, a validity from today on (China calendar), a total the database can hold. Refusals are AppErrors whose
 * data names the SKUs; the row's status is the caller's to check.
 */
export function priceAnswer(row: Pick<QuotationRow, 'lines'>, answer: AnswerFile, now: Date): PricedAnswer {
  const today = chinaToday(now);
  if (answer.validUntil < today) throw new AppError(400, 'quotationValidityPast', { validUntil: answer.validUntil, today });
  const prices = new Map<string, number>();
  const duplicate: string[] = [];
  for (const line of answer.lines) {
    if (prices.has(line.sku)) duplicate.push(line.sku);
    prices.set(line.sku, yuanToFen(line.unitPrice));
  }
  const requested = new Set(row.lines.map((line) => line.skuCode));
  const missing = [...requested].filter((sku) => !prices.has(sku));
  const extra = [...prices.keys()].filter((sku) => !requested.has(sku));
  if (duplicate.length > 0 || missing.length > 0 || extra.length > 0) {
    throw new AppError(400, 'quotationPricesMismatch', { missing, extra, duplicate: [...new Set(duplicate)] });
  }
  const lines = row.lines.map((line) => ({ ...line, unitPrice: prices.get(line.skuCode)! }));
  const goodsAmount = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const shippingAmount = yuanToFen(answer.shipping);
  // Amounts are 32-bit integers of fen in the database, orders included: refuse what cannot be stored.
  if (goodsAmount + shippingAmount > MAX_TOTAL_FEN) throw new AppError(400, 'quotationTotalTooLarge', { total: (goodsAmount + shippingAmount) / 100, max: MAX_TOTAL_FEN / 100 });
  return {
    lines, goodsAmount, shippingAmount, totalAmount: goodsAmount + shippingAmount,
    validUntil: endOfChinaDay(answer.validUntil), staffNote: answer.note, quotedAt: now,
  };
}
