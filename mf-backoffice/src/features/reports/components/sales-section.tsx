import { useTranslation } from '@labmall/shared/i18n/react';
import { useSalesReport, type SalesReport } from '../api/get-sales-report';
import { SALES_BY, SALES_DIMENSIONS, type SalesBy, type SalesDimension } from '../model/reports';
import { useReportFormat } from '../hooks/use-report-format';
import { ComparisonTable } from './comparison-table';
import { ReportPanel } from './report-panel';
import { SalesBreakdown } from './sales-breakdown';
import { SalesSeries } from './sales-series';

interface SalesSectionProps {
  range: Record<string, string>;
  by: SalesBy;
  dimension: SalesDimension | '';
  onChange: (change: { by?: SalesBy; dimension?: SalesDimension | '' }) => void;
}

const isEmpty = (r: SalesReport) => r.totals.orders === 0 && r.totals.refunds === 0 && r.previousTotals.orders === 0;

/** Sales (orders): totals against the previous period, revenue over time, and a breakdown by the chosen dimension. */
export function SalesSection({ range, by, dimension, onChange }: SalesSectionProps) {
  const { t } = useTranslation();
  const f = useReportFormat();
  const params = { ...range, by, ...(dimension ? { dimension } : {}) };
  const request = useSalesReport(params);
  const controls = (
    <div className="bo-filters">
      <label className="bo-field">
        {t('backoffice.reports.sales.by')}
        <select value={by} onChange={(e) => onChange({ by: e.target.value as SalesBy })}>
          {SALES_BY.map((b) => <option key={b} value={b}>{t(`backoffice.reports.sales.byOptions.${b}`)}</option>)}
        </select>
      </label>
      <label className="bo-field">
        {t('backoffice.reports.sales.dimension')}
        <select value={dimension} onChange={(e) => onChange({ dimension: e.target.value as SalesDimension | '' })}>
          <option value="">{t('backoffice.reports.sales.noDimension')}</option>
          {SALES_DIMENSIONS.map((d) => <option key={d} value={d}>{t(`backoffice.reports.sales.dimensions.${d}`)}</option>)}
        </select>
      </label>
    </div>
  );
  return (
    <ReportPanel report="sales" params={params} request={request} isEmpty={isEmpty} controls={controls}>
      {(report) => (
        <>
          <ComparisonTable
            caption={t('backoffice.reports.sales.totals')}
            range={report.range}
            {...(report.previous ? { previous: report.previous } : {})}
            measures={[
              { label: t('backoffice.reports.sales.revenue'), current: report.totals.revenue, previous: report.previousTotals.revenue, format: f.money },
              { label: t('backoffice.reports.sales.orders'), current: report.totals.orders, previous: report.previousTotals.orders, format: f.count },
              { label: t('backoffice.reports.sales.averageOrderValue'), current: report.totals.averageOrderValue, previous: report.previousTotals.averageOrderValue, format: f.money },
              { label: t('backoffice.reports.sales.refunds'), current: report.totals.refunds, previous: report.previousTotals.refunds, format: f.count },
              { label: t('backoffice.reports.sales.refundAmount'), current: report.totals.refundAmount, previous: report.previousTotals.refundAmount, format: f.money },
            ]}
          />
          <SalesSeries report={report} />
          {report.dimension && report.breakdown ? <SalesBreakdown dimension={report.dimension} rows={report.breakdown} /> : null}
        </>
      )}
    </ReportPanel>
  );
}
