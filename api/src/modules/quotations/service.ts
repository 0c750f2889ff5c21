import type { Config } from '../../config';
import type { Db } from '../../db/types';
import type { Lang } from '../../i18n/language';
import { AppError, notFound } from '../../lib/app-error';
import { fenToYuan } from '../../lib/money';
import { invalidateCatalogue } from '../../lib/response-cache';
import { enforceLimit } from '../../lib/throttle/enforce-limit';
import type { ThrottleStore } from '../../lib/throttle/throttle-store';
import { createOrderRepository } from '../orders/repository';
import { resolveItems } from '../promotions/order-items';
import { loadOrderLines } from '../promotions/order-lines';
import { acceptQuotation } from './accept-quotation';
import { PDF_TIME_LIMIT_MS, runHeavyWork } from '../../lib/heavy-work/pool';
import { toDetail, toSummary, type QuotationDetail, type QuotationSummary } from './quotation-view';
import { createQuotationRepository, type QuotationRow } from './repository';
import type { AcceptInput, CreateInput, ListQuery } from './schemas';

/** Requests one buyer may send in an hour: each is work for staff. */
export const REQUESTS_PER_HOUR = 20;
/** PDFs one shopper may have made per hour: each is real CPU work (fonts, layout), far more than anyone reads. */
export const PDFS_PER_HOUR = 60;

/** The buyer's quotations (docs/quotations-api.md); staff's side is ops/quotation-ops.ts. */
export function createQuotationService(db: Db, config: Config, throttle: ThrottleStore) {
  const repo = createQuotationRepository(db);

  const own = async (userId: number, quoteNo: string): Promise<QuotationRow> => {
    const row = await repo.byNo(quoteNo, userId);
    if (!row) throw notFound();
    return row;
  };

  const detailOf = async (row: QuotationRow, lang: Lang): Promise<QuotationDetail> => {
    const order = row.orderId === null ? undefined : await createOrderRepository(db).byId(row.orderId);
    const regulated = await repo.regulatedClasses(row.lines.map((line) => line.productId));
    return toDetail(row, lang, new Date(), order?.orderNo ?? null, regulated);
  };

  return {
    /** Records the request at the catalogue's names and list prices of now; staff price it later. */
    async create(userId: number, input: CreateInput, lang: Lang): Promise<QuotationDetail> {
      await enforceLimit(throttle, `quotation:user:${userId}`, REQUESTS_PER_HOUR, 3_600_000, 'tooManySubmissions');
      const now = new Date();
      const items = await resolveItems(db, userId, input);
      const { lines } = await loadOrderLines(db, items, now);
      // Stock and per-order limits do not apply to a request: a lab may ask for more than is on the shelf.
      const gone = lines.filter((line) => line.problem === 'unknown' || line.problem === 'off_sale');
      if (gone.length > 0) throw new AppError(409, 'lineUnavailable', { lines: gone.map((l) => ({ skuId: l.skuId, problem: l.problem })) });
      const row = await repo.insert(
        {
          userId,
          institution: input.institution,
          deliveryCity: input.deliveryCity,
          wantedDate: input.wantedDate,
          invoice: input.invoice,
          note: input.note,
          lines: lines.map((l) => ({
            skuId: l.skuId, productId: l.productId, skuCode: l.skuCode, name: l.name, spec: l.spec,
            quantity: l.quantity, listPrice: l.listPrice, unitPrice: null,
          })),
        },
        now,
      );
      return detailOf(row, lang);
    },

    async list(userId: number, query: ListQuery, lang: Lang): Promise<{ items: QuotationSummary[]; total: number; page: number; pageSize: number }> {
      const now = new Date();
      const { rows, total } = await repo.page({ userId, status: query.status, now, page: query.page, pageSize: query.pageSize });
      return { items: rows.map((row) => toSummary(row, lang, now)), total, page: query.page, pageSize: query.pageSize };
    },

    detail: async (userId: number, quoteNo: string, lang: Lang) => detailOf(await own(userId, quoteNo), lang),

    /**
     * The order at the quoted prices (accept-quotation.ts); the answer is order creation's. For a group whose rules
     * hold it: `{ orderNo: null, status: 'approval', payAmount, payDeadline: null, approvalRequest: { id, status, total, reasons } }`.
     */
    async accept(userId: number, quoteNo: string, body: AcceptInput) {
      const accepted = await acceptQuotation(db, config, { userId, quoteNo, addressId: body.addressId, labGroupId: body.labGroupId, budgetId: body.budgetId, endUse: body.endUse, now: new Date() });
      if ('approvalRequest' in accepted) {
        const request = accepted.approvalRequest;
        return { orderNo: null, status: 'approval' as const, payAmount: request.total, payDeadline: null, approvalRequest: request };
      }
      const { order } = accepted;
      invalidateCatalogue(); // stock changed
      return {
        orderNo: order.orderNo,
        status: order.status,
        payAmount: fenToYuan(order.payAmount),
        payDeadline: order.status === 'unpaid' && order.payDeadline ? order.payDeadline.toISOString() : null,
      };
    },

    async pdf(userId: number, quoteNo: string, lang: Lang): Promise<Buffer> {
      await enforceLimit(throttle, `quotation-pdf:user:${userId}`, PDFS_PER_HOUR, 3_600_000, 'tooManyAttempts');
      const detail = await detailOf(await own(userId, quoteNo), lang);
      return runHeavyWork('quotationPdf', { detail, lang }, { timeoutMs: PDF_TIME_LIMIT_MS });
    },
  };
}
