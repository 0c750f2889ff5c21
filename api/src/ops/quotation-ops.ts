import type { QuotationStatus } from '../db/schema/quotations';
import type { Db } from '../db/types';
import { messages } from '../i18n/messages';
import { AppError } from '../lib/app-error';
import { effectiveStatus } from '../modules/quotations/quotation-view';
import { createQuotationRepository, type QuotationRow } from '../modules/quotations/repository';
import { answerFile } from '../modules/quotations/schemas';
import { createQuotationStaffActions } from '../modules/quotations/staff-actions';
import { validityDate } from '../modules/quotations/validity';
import { commandLineActor, type StaffActor } from '../modules/staff/audit';

/** A refusal staff can act on (a bad answer file, a quotation in the wrong status); the CLI prints it as it is. */
export class QuotationOpsError extends Error {
  override name = 'QuotationOpsError';
}

const yuan = (fen: number | null) => (fen === null ? '-' : (fen / 100).toFixed(2));

/** One row for the staff list: number, status as the buyer sees it, created, buyer, lines, total, validity. */
export function listLine(row: QuotationRow, now: Date): string {
  return [row.quoteNo, effectiveStatus(row, now), row.createdAt.toISOString().slice(0, 16), row.institution, `${row.lines.length} line(s)`,
    yuan(row.totalAmount), row.validUntil ? validityDate(row.validUntil) : '-'].join('\t');
}

/** The service's refusal (answer-check.ts, staff-actions.ts) in the command line's words, naming SKUs and dates. */
function asOpsError(error: unknown, quoteNo: string, allowed: string): never {
  if (!(error instanceof AppError)) throw error;
  const data = (error.data ?? {}) as Record<string, string & string[]>;
  const lines: Partial<Record<string, string>> = {
    notFound: `quotation ${quoteNo} does not exist`,
    quotationStateChanged: `quotation ${quoteNo} is ${data.status}: only ${allowed}`,
    quotationExpired: `quotation ${quoteNo} is expired: only ${allowed}`,
    quotationValidityPast: `validUntil ${data.validUntil} is in the past (today is ${data.today})`,
    quotationTotalTooLarge: `the total ${data.total} exceeds ${data.max} yuan: quote this request in several parts`,
    quotationPricesMismatch: [data.missing?.length ? `no price for ${data.missing.join(', ')}` : '', data.extra?.length ? `not in the request: ${data.extra.join(', ')}` : '',
      ...(data.duplicate ?? []).map((sku) => `SKU ${sku} is priced twice`)].filter(Boolean).join('; '),
  };
  throw new QuotationOpsError(lines[error.key] ?? messages.en[error.key]);
}

/**
 * What staff do to quotations (`npm run quotes -- …`): list, show, and the console's own actions
 * (modules/quotations/staff-actions.ts, audited as the command line), so the two check and write alike.
 */
export function createQuotationOps(db: Db, actor: StaffActor = commandLineActor()) {
  const repo = createQuotationRepository(db);
  const actions = createQuotationStaffActions(db, actor);
  const find = async (quoteNo: string) => {
    const row = await repo.byNo(quoteNo, null);
    if (!row) throw new QuotationOpsError(`quotation ${quoteNo} does not exist`);
    return row;
  };
  const run = async (quoteNo: string, allowed: string, action: () => Promise<unknown>) => {
    await action().catch((error: unknown) => asOpsError(error, quoteNo, allowed));
    return find(quoteNo);
  };

  return {
    async list(status: QuotationStatus | undefined, limit: number, now = new Date()) {
      return (await repo.page({ userId: null, status, now, page: 1, pageSize: limit })).rows;
    },

    find,

    /** Prices a requested quotation from an answer file (schemas.ts answerFile, then answer-check.ts). */
    async answer(quoteNo: string, file: unknown, now = new Date()): Promise<QuotationRow> {
      const parsed = answerFile.safeParse(file);
      if (!parsed.success) {
        throw new QuotationOpsError(`the answer file is not valid:\n${parsed.error.issues.map((i) => `  ${i.path.join('.') || '(file)'}: ${i.message}`).join('\n')}`);
      }
      return run(quoteNo, 'a requested quotation can be answered or rejected', () => actions.answer(quoteNo, parsed.data, null, now));
    },

    /** Withdraws a quoted price before its validity ends (quoted → withdrawn); the buyer can no longer accept it. */
    withdraw: (quoteNo: string, reason: string, now = new Date()) =>
      run(quoteNo, 'a quoted quotation can be withdrawn', () => actions.withdraw(quoteNo, reason.trim().slice(0, 500), null, now)),

    reject: (quoteNo: string, reason: string, now = new Date()) =>
      run(quoteNo, 'a requested quotation can be answered or rejected', () => actions.reject(quoteNo, reason.trim().slice(0, 500), null, now)),
  };
}
