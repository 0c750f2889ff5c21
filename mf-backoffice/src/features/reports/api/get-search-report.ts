import { useReport, type ReportPeriods } from './report-request';

export interface SearchReport extends ReportPeriods {
  topKeywords: { keyword: string; searches: number; sessions: number }[];
  noResults: { keyword: string; searches: number; lastSeen: string }[];
  noProductView: { keyword: string; searches: number; sessions: number }[];
}

/** GET /api/backoffice/reports/search (catalogue): what shoppers searched, found nothing for, or did not open. */
export const useSearchReport = (params: Record<string, string> | null) => useReport<SearchReport>('search', params);
