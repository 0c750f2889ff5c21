import { useReport, type ReportPeriods } from './report-request';

export const POINTS_SOURCES = ['order', 'task', 'exchange', 'adjustment'] as const;

export interface PointsFigures { issued: number; spent: number }

export interface PointsReport extends ReportPeriods {
  totals: PointsFigures;
  previousTotals: PointsFigures;
  bySource: ({ source: string } & PointsFigures)[];
}

/** GET /api/backoffice/reports/points (points): points issued and spent, by the ledger's source. */
export const usePointsReport = (params: Record<string, string> | null) => useReport<PointsReport>('points', params);
