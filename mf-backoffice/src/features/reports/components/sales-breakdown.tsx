import { useTranslation } from '@labmall/shared/i18n/react';
import type { SalesBreakdownRow } from '../api/get-sales-report';
import type { SalesDimension } from '../model/reports';
import { useReportFormat } from '../hooks/use-report-format';
import { BarChart } from './lazy-charts';
import { ReportTable } from './report-table';

/** Bars drawn for the first keys only: past that a picture stops helping; the table keeps all of them (up to 50). */
const CHART_BARS = 15;

/** Revenue by the chosen dimension (at most 50 keys, most revenue first), as bars and a table. */
export function SalesBreakdown({ dimension, rows }: { dimension: SalesDimension; rows: SalesBreakdownRow[] }) {
  const { t } = useTranslation();
  const f = useReportFormat();
  const dimensionName = t(`backoffice.reports.sales.dimensions.${dimension}`);
  const title = t('backoffice.reports.sales.breakdownTitle', { dimension: dimensionName });
  // An empty label is a buyer who gave no institution (or an order without the field): said, not left blank.
  const name = (row: SalesBreakdownRow) => row.label || t('backoffice.reports.notGiven');
  const first = rows[0];
  return (
    <section className="bo-section" aria-label={title}>
      <h3>{title}</h3>
      {rows.length === 0 ? <p role="status">{t('backoffice.reports.empty')}</p> : (
        <>
          <BarChart
            bars={rows.slice(0, CHART_BARS).map((row) => ({ label: name(row), value: row.revenue }))}
            title={title}
            description={t('backoffice.reports.barsSummary', { bars: Math.min(rows.length, CHART_BARS), first: first ? name(first) : '', value: f.money(first?.revenue ?? 0) })}
            format={f.money}
          />
          <ReportTable
            caption={title}
            columns={[
              { label: dimensionName },
              { label: t('backoffice.reports.sales.revenue'), numeric: true },
              { label: t('backoffice.reports.sales.orders'), numeric: true },
              { label: t('backoffice.reports.sales.refundAmount'), numeric: true },
            ]}
            rows={rows.map((row) => [name(row), f.money(row.revenue), f.count(row.orders), f.money(row.refundAmount)])}
          />
        </>
      )}
    </section>
  );
}
