import type { Db } from '../../db/types';
import type { Lang } from '../../i18n/language';
import { AppError, notFound } from '../../lib/app-error';
import { enforceLimit } from '../../lib/throttle/enforce-limit';
import type { ThrottleStore } from '../../lib/throttle/throttle-store';
import { priceAnswer } from '../quotations/answer-check';
import { PDF_TIME_LIMIT_MS, runHeavyWork } from '../../lib/heavy-work/pool';
import { effectiveStatus, toDetail } from '../quotations/quotation-view';
import { createQuotationRepository } from '../quotations/repository';
import type { AnswerFile } from '../quotations/schemas';
import { findStaffQuotation } from './detail-repository';
import { historyOf } from './history';
import { listStaffQuotations } from './list-repository';
import type { QuotationListInput, StaffQuotationDetail } from './schemas';

/** Previews one staff member may render per hour: each is real CPU work (fonts, layout). */
export const PREVIEWS_PER_HOUR = 120;

/** The console's reads of quotations and the answer's PDF preview; the writes are quotations/staff-actions.ts. */
export function createStaffQuotationService(db: Db, throttle: ThrottleStore) {
  return {
    list: (input: QuotationListInput) => listStaffQuotations(db, input, new Date()),

    async detail(quoteNo: string, lang: Lang): Promise<StaffQuotationDetail> {
      const found = await findStaffQuotation(db, quoteNo);
      if (!found) throw notFound();
      const { row, audit } = found;
      const now = new Date();
      const status = effectiveStatus(row, now);
      const { canAccept: _, firstLineName: __, ...shown } = toDetail(row, lang, now, row.orderNo);
      return {
        ...shown,
        version: row.version,
        buyer: row.buyer,
        history: historyOf(row, audit, now),
        actions: status === 'requested' ? ['answer', 'reject'] : status === 'quoted' ? ['withdraw'] : [],
      };
    },

    /**
     * The quotation PDF of an answer not yet sent: the same checks as sending it (priceAnswer), rendered as the
     * buyer would get it, and nothing saved.
     */
    async preview(staffId: number, quoteNo: string, answer: AnswerFile, lang: Lang): Promise<Buffer> {
      await enforceLimit(throttle, `quotation-preview:staff:${staffId}`, PREVIEWS_PER_HOUR, 3_600_000, 'tooManyAttempts');
      const row = await createQuotationRepository(db).byNo(quoteNo, null);
      if (!row) throw notFound();
      const now = new Date();
      if (row.status !== 'requested') throw new AppError(409, 'quotationStateChanged', { status: effectiveStatus(row, now) });
      const draft = { ...row, ...priceAnswer(row, answer, now), status: 'quoted' as const };
      return runHeavyWork('quotationPdf', { detail: toDetail(draft, lang, now, null), lang }, { timeoutMs: PDF_TIME_LIMIT_MS });
    },
  };
}
