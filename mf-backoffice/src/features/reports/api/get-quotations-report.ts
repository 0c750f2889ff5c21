import { useReport, type ReportPeriods } from './report-request';

export interface QuotationFigures {
  requested: number;
  answered: number;
  accepted: number;
  ordered: number;
  /** Null when none was answered. */
  medianHoursToAnswer: number | null;
  conversion: number;
}

export interface QuotationsReport extends ReportPeriods { totals: QuotationFigures; previousTotals: QuotationFigures }

/** GET /api/backoffice/reports/quotations (quotations): requested, answered, accepted, ordered, time to answer. */
export const useQuotationsReport = (params: Record<string, string> | null) => useReport<QuotationsReport>('quotations', params);
