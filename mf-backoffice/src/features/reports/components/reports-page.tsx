import type { ReactNode } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useStaffAccess } from '../../../lib/use-staff-user';
import { useReportUrl } from '../hooks/use-report-url';
import { checkRange } from '../model/report-range';
import { REPORTS, REPORT_SCOPE, type ReportName } from '../model/reports';
import { FunnelSection } from './funnel-section';
import { PointsSection } from './points-section';
import { ProductsSection } from './products-section';
import { QuotationsSection } from './quotations-section';
import { RangeForm } from './range-form';
import { ReportTabs } from './report-tabs';
import { SalesSection } from './sales-section';
import { SearchSection } from './search-section';

/**
 * The owner's reports: one date range (in the URL) for every report, and a tab per report the staff member's scopes
 * open (admin: all). A report the scopes do not open is neither shown nor asked for, even when a link names it.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const { allows } = useStaffAccess();
  const { query, update } = useReportUrl();
  const allowed = REPORTS.filter((report) => allows(REPORT_SCOPE[report]));
  const current: ReportName | undefined = query.report && allowed.includes(query.report) ? query.report : allowed[0];
  if (!current) return <p className="bo-state">{t('backoffice.reports.noneAllowed')}</p>;
  const range = { from: query.from, to: query.to };
  // A bad range (a hand-edited link) is explained by the form; nothing is asked of the API until it is mended.
  const rangeOk = checkRange(range) === null;
  const sections: Record<ReportName, () => ReactNode> = {
    sales: () => <SalesSection range={range} by={query.by} dimension={query.dimension} onChange={update} />,
    funnel: () => <FunnelSection range={range} />,
    search: () => <SearchSection range={range} />,
    products: () => <ProductsSection range={range} />,
    quotations: () => <QuotationsSection range={range} />,
    points: () => <PointsSection range={range} />,
  };
  return (
    <>
      <RangeForm range={range} onApply={(next) => update(next)} />
      <ReportTabs reports={allowed} current={current} onSelect={(report) => update({ report })}>
        {rangeOk ? sections[current]() : null}
      </ReportTabs>
    </>
  );
}
