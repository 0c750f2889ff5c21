import type { QuotationStatus } from '../db/schema/quotations';
import type { Db } from '../db/types';
import { yuanToFen } from '../lib/money';
import { enqueueUserMail } from '../modules/mail/outbox';
import { effectiveStatus } from '../modules/quotations/quotation-view';
import { createQuotationRepository, type QuotationRow } from '../modules/quotations/repository';
import { answerFile } from '../modules/quotations/schemas';
import { chinaToday, endOfChinaDay, validityDate } from '../modules/quotations/validity';

/** A refusal staff can act on (a bad answer file, a quotation in the wrong status); the CLI prints it as it is. */
/** The largest order total the database holds (integer fen), with margin. */
const MAX_TOTAL_FEN = 2_000_000_000;

export class QuotationOpsError extends Error {
  override name = 'QuotationOpsError';
}

/** Moves the quotation from requested and writes the buyer's mail in one transaction: both happen or neither. */
async function answerAndMail(db: Db, row: QuotationRow, set: Parameters<ReturnType<typeof createQuotationRepository>['move']>[2], mail: Record<string, string>): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await createQuotationRepository(tx).move(row.id, 'requested', set))) return false;
    await enqueueUserMail(tx, row.userId, 'quotationAnswered', { quoteNo: row.quoteNo, ...mail });
    return true;
  });
}

const yuan = (fen: number | null) => (fen === null ? '-' : (fen / 100).toFixed(2));

/** One row for the staff list: number, status as the buyer sees it, created, buyer, lines, total, validity. */
export function listLine(row: QuotationRow, now: Date): string {
  return [row.quoteNo, effectiveStatus(row, now), row.createdAt.toISOString().slice(0, 16), row.institution, `${row.lines.length} line(s)`,
    yuan(row.totalAmount), row.validUntil ? validityDate(row.validUntil) : '-'].join('\t');
}

/**
 * What staff do to quotations (`npm run quotes -- …`): list, show, answer with prices, reject. Every move is
 * a conditional update from `requested`, so an answer and a reject racing each other change the row once.
 */
export function createQuotationOps(db: Db) {
  const repo = createQuotationRepository(db);
  const find = async (quoteNo: string) => {
    const row = await repo.byNo(quoteNo, null);
    if (!row) throw new QuotationOpsError(`quotation ${quoteNo} does not exist`);
    return row;
  };
  const mustBeRequested = (row: QuotationRow, now: Date) => {
    if (row.status !== 'requested') throw new QuotationOpsError(`quotation ${row.quoteNo} is ${effectiveStatus(row, now)}: only a requested quotation can be answered or rejected`);
  };

  return {
    async list(status: QuotationStatus | undefined, limit: number, now = new Date()) {
      return (await repo.page({ userId: null, status, now, page: 1, pageSize: limit })).rows;
    },

    find,

    /**
     * Prices a requested quotation from an answer file (schemas.ts answerFile): every requested SKU priced
     * exactly once, nothing else; a validity date from today on. Amounts are stored in fen.
     */
    async answer(quoteNo: string, file: unknown, now = new Date()): Promise<QuotationRow> {
      const parsed = answerFile.safeParse(file);
      if (!parsed.success) {
        throw new QuotationOpsError(`the answer file is not valid:\n${parsed.error.issues.map((i) => `  ${i.path.join('.') || '(file)'}: ${i.message}`).join('\n')}`);
      }
      const answer = parsed.data;
      const row = await find(quoteNo);
      mustBeRequested(row, now);
      if (answer.validUntil < chinaToday(now)) throw new QuotationOpsError(`validUntil ${answer.validUntil} is in the past (today is ${chinaToday(now)})`);
      const prices = new Map<string, number>();
      for (const line of answer.lines) {
        if (prices.has(line.sku)) throw new QuotationOpsError(`SKU ${line.sku} is priced twice`);
        prices.set(line.sku, yuanToFen(line.unitPrice));
      }
      const requested = new Set(row.lines.map((line) => line.skuCode));
      const missing = [...requested].filter((sku) => !prices.has(sku));
      const extra = [...prices.keys()].filter((sku) => !requested.has(sku));
      if (missing.length > 0 || extra.length > 0) {
        throw new QuotationOpsError([missing.length ? `no price for ${missing.join(', ')}` : '', extra.length ? `not in the request: ${extra.join(', ')}` : ''].filter(Boolean).join('; '));
      }
      const lines = row.lines.map((line) => ({ ...line, unitPrice: prices.get(line.skuCode)! }));
      const goodsAmount = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
      const shippingAmount = yuanToFen(answer.shipping);
      // Amounts are 32-bit integers of fen in the database, orders included: refuse what cannot be stored.
      if (goodsAmount + shippingAmount > MAX_TOTAL_FEN) throw new QuotationOpsError(`the total ${(goodsAmount + shippingAmount) / 100} exceeds ${MAX_TOTAL_FEN / 100} yuan: quote this request in several parts`);
      const moved = await answerAndMail(db, row, {
        status: 'quoted', lines, goodsAmount, shippingAmount, totalAmount: goodsAmount + shippingAmount,
        validUntil: endOfChinaDay(answer.validUntil), staffNote: answer.note, quotedAt: now,
      }, { outcome: 'quoted', validUntil: answer.validUntil, note: answer.note ?? '' });
      if (!moved) throw new QuotationOpsError(`quotation ${quoteNo} changed meanwhile; run show and try again`);
      return find(quoteNo);
    },

    /** Withdraws a quoted price before its validity ends (quoted → expired); the buyer can no longer accept it. */
    async expire(quoteNo: string, now = new Date()): Promise<QuotationRow> {
      const row = await find(quoteNo);
      if (effectiveStatus(row, now) !== 'quoted' || !(await repo.move(row.id, 'quoted', { status: 'expired', closedAt: now }))) {
        throw new QuotationOpsError(`quotation ${quoteNo} is ${effectiveStatus(row, now)}: only a quoted quotation can be expired`);
      }
      return find(quoteNo);
    },

    async reject(quoteNo: string, note: string, now = new Date()): Promise<QuotationRow> {
      const row = await find(quoteNo);
      mustBeRequested(row, now);
      if (!(await answerAndMail(db, row, { status: 'rejected', staffNote: note.slice(0, 500), closedAt: now }, { outcome: 'rejected', note: note.slice(0, 500) }))) {
        throw new QuotationOpsError(`quotation ${quoteNo} changed meanwhile; run show and try again`);
      }
      return find(quoteNo);
    },
  };
}
