import { useReport, type ReportPeriods } from './report-request';

export interface SearchReport extends ReportPeriods {
  topKeywords: { keyword: string; searches: number; sessions: number }[];
  noResults: { keyword: string; searches: number; lastSeen: string }[];
  /** `ofSearches`: every search of the keyword in the range, to read the share that led nowhere. */
  noProductView: { keyword: string; searches: number; ofSearches: number }[];
}

/** GET /api/backoffice/reports/search (catalogue): what shoppers searched, found nothing for, or did not open. */
export const useSearchReport = (params: Record<string, string> | null) => useReport<SearchReport>('search', params);
