import { useTranslation } from '@labmall/shared/i18n/react';
import { usePointsReport, type PointsReport } from '../api/get-points-report';
import { useReportFormat } from '../hooks/use-report-format';
import { ComparisonTable } from './comparison-table';
import { BarChart } from './lazy-charts';
import { ReportPanel } from './report-panel';
import { ReportTable } from './report-table';

const isEmpty = (r: PointsReport) => r.totals.issued === 0 && r.totals.spent === 0 && r.previousTotals.issued === 0 && r.previousTotals.spent === 0;

/** Points: issued and spent against the previous period, and by the ledger's source. */
export function PointsSection({ range }: { range: Record<string, string> }) {
  const { t } = useTranslation();
  const f = useReportFormat();
  const request = usePointsReport(range);
  const source = (key: string) => t(`backoffice.reports.points.sources.${key}`, { defaultValue: key });
  const title = t('backoffice.reports.points.bySource');
  return (
    <ReportPanel report="points" params={range} request={request} isEmpty={isEmpty}>
      {(report) => (
        <>
          <ComparisonTable
            caption={t('backoffice.reports.points.totals')}
            range={report.range}
            {...(report.previous ? { previous: report.previous } : {})}
            measures={[
              { label: t('backoffice.reports.points.issued'), current: report.totals.issued, previous: report.previousTotals.issued, format: f.count },
              { label: t('backoffice.reports.points.spent'), current: report.totals.spent, previous: report.previousTotals.spent, format: f.count },
            ]}
          />
          {report.bySource.length > 0 ? (
            <section className="bo-section" aria-label={title}>
              <h3>{title}</h3>
              <BarChart
                bars={report.bySource.map((s) => ({ label: source(s.source), value: s.issued, note: t('backoffice.reports.points.spentNote', { spent: f.count(s.spent) }) }))}
                title={t('backoffice.reports.points.issuedBySource')}
                description={t('backoffice.reports.points.summary', { issued: f.count(report.totals.issued), spent: f.count(report.totals.spent) })}
                format={f.count}
              />
              <ReportTable
                caption={title}
                columns={[{ label: t('backoffice.reports.points.source') }, { label: t('backoffice.reports.points.issued'), numeric: true }, { label: t('backoffice.reports.points.spent'), numeric: true }]}
                rows={report.bySource.map((s) => [source(s.source), f.count(s.issued), f.count(s.spent)])}
              />
            </section>
          ) : null}
        </>
      )}
    </ReportPanel>
  );
}
