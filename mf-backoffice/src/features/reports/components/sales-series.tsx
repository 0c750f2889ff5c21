import { useTranslation } from '@labmall/shared/i18n/react';
import type { SalesReport } from '../api/get-sales-report';
import { useReportFormat } from '../hooks/use-report-format';
import { SeriesChart } from './lazy-charts';
import { ReportTable } from './report-table';

/** Revenue per period, this range against the previous one (index i compares with index i), as a chart and a table. */
export function SalesSeries({ report }: { report: SalesReport }) {
  const { t } = useTranslation();
  const f = useReportFormat();
  const label = (period: string) => f.period(report.by, period);
  const points = report.series.map((p, i) => ({ label: label(p.period), current: p.revenue, previous: report.previousSeries[i]?.revenue ?? 0 }));
  const title = t('backoffice.reports.sales.seriesTitle', { by: t(`backoffice.reports.sales.units.${report.by}`) });
  const best = report.series.reduce<(typeof report.series)[number] | undefined>((top, p) => (!top || p.revenue > top.revenue ? p : top), undefined);
  return (
    <section className="bo-section" aria-label={title}>
      <h3>{title}</h3>
      <SeriesChart
        points={points}
        title={title}
        description={t('backoffice.reports.sales.seriesSummary', {
          total: f.money(report.totals.revenue), previous: f.money(report.previousTotals.revenue),
          change: f.change(report.totals.revenue, report.previousTotals.revenue),
          best: best ? label(best.period) : '—', bestRevenue: f.money(best?.revenue ?? 0),
        })}
        format={f.money}
        currentLabel={t('backoffice.reports.thisPeriodShort')}
        previousLabel={t('backoffice.reports.previousPeriodShort')}
      />
      <ReportTable
        caption={title}
        columns={[
          { label: t('backoffice.reports.sales.period') },
          { label: t('backoffice.reports.sales.revenue'), numeric: true },
          { label: t('backoffice.reports.sales.orders'), numeric: true },
          { label: t('backoffice.reports.sales.averageOrderValue'), numeric: true },
          { label: t('backoffice.reports.sales.refundAmount'), numeric: true },
          { label: t('backoffice.reports.sales.previousPeriodOf') },
          { label: t('backoffice.reports.sales.previousRevenue'), numeric: true },
        ]}
        rows={report.series.map((p, i) => {
          const before = report.previousSeries[i];
          return [label(p.period), f.money(p.revenue), f.count(p.orders), f.money(p.averageOrderValue), f.money(p.refundAmount),
            before ? label(before.period) : '—', before ? f.money(before.revenue) : '—'];
        })}
      />
    </section>
  );
}
