import { useRequest } from '@labmall/shared/hooks/use-request';
import { staffGet } from '../../../lib/staff-api';
import type { ReportRange } from '../model/report-range';
import type { ReportName } from '../model/reports';

/** What every report answers beside its figures: the range read and (for most) the previous period it compares with. */
export interface ReportPeriods { range: ReportRange; previous?: ReportRange }

/** GET /api/backoffice/reports/<report> with its query (`from`, `to`, and a report's own parameters). */
export const getReport = <T>(report: ReportName, params: Record<string, string>) =>
  staffGet<T>(`/api/backoffice/reports/${report}`, params);

/**
 * A report read for the page; `params` null asks nothing (a range the page refused, a report the scopes do not
 * open). The key holds every parameter, so a new range or dimension is a new answer and back shows the old one.
 */
export function useReport<T>(report: ReportName, params: Record<string, string> | null) {
  const key = params === null ? null : `backoffice-report-${report}?${new URLSearchParams(params).toString()}`;
  return useRequest(key, () => getReport<T>(report, params ?? {}));
}
