import { useSearchParams } from '@labmall/shared/router';
import { oneOf } from '../../../lib/list-query';
import { defaultRange, type ReportRange } from '../model/report-range';
import { REPORTS, SALES_BY, SALES_DIMENSIONS, type ReportName, type SalesBy, type SalesDimension } from '../model/reports';

/** What the reports page shows: all of it in the URL query, so a report can be linked and back/forward works. */
export interface ReportQuery extends ReportRange {
  /** The tab asked for; '' (or one the scopes do not open) shows the first the scopes open. */
  report: ReportName | '';
  by: SalesBy;
  dimension: SalesDimension | '';
}

/**
 * The query from the URL. A missing day takes the default range's; a malformed one is kept as written (not
 * replaced by the default) so the page can say what is wrong with the link instead of showing other days.
 */
export function readReportQuery(search: URLSearchParams, now: Date = new Date()): ReportQuery {
  const fallback = defaultRange(now);
  const day = (key: 'from' | 'to') => (search.has(key) ? (search.get(key) ?? '') : fallback[key]);
  return {
    report: oneOf(REPORTS, search.get('report')),
    from: day('from'),
    to: day('to'),
    by: oneOf(SALES_BY, search.get('by')) || 'day',
    dimension: oneOf(SALES_DIMENSIONS, search.get('dimension')),
  };
}

/** The URL query: defaults left out (`by=day`, no dimension), the range always written so a copied link keeps it. */
export function reportQueryParams(query: ReportQuery): Record<string, string> {
  return {
    ...(query.report ? { report: query.report } : {}),
    from: query.from,
    to: query.to,
    ...(query.by !== 'day' ? { by: query.by } : {}),
    ...(query.dimension ? { dimension: query.dimension } : {}),
  };
}

/** The page's state and a way to change it; each change is a history entry, so back undoes it. */
export function useReportUrl() {
  const [search, setSearch] = useSearchParams();
  const query = readReportQuery(search);
  const update = (change: Partial<ReportQuery>) => setSearch(new URLSearchParams(reportQueryParams({ ...query, ...change })));
  return { query, update };
}
