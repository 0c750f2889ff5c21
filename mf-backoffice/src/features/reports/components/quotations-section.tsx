import { useTranslation } from '@labmall/shared/i18n/react';
import { useQuotationsReport, type QuotationsReport } from '../api/get-quotations-report';
import { useReportFormat } from '../hooks/use-report-format';
import { ComparisonTable } from './comparison-table';
import { BarChart } from './lazy-charts';
import { ReportPanel } from './report-panel';

const STAGES = ['requested', 'answered', 'accepted', 'ordered'] as const;
const isEmpty = (r: QuotationsReport) => r.totals.requested === 0 && r.previousTotals.requested === 0;

/** Quotations: requested → answered → accepted → ordered as bars, the totals against the previous period. */
export function QuotationsSection({ range }: { range: Record<string, string> }) {
  const { t } = useTranslation();
  const f = useReportFormat();
  const request = useQuotationsReport(range);
  const stage = (key: string) => t(`backoffice.reports.quotations.${key}`);
  const hours = (value: number) => t('backoffice.reports.quotations.hours', { hours: f.count(value) });
  return (
    <ReportPanel report="quotations" params={range} request={request} isEmpty={isEmpty}>
      {(report) => (
        <>
          <BarChart
            bars={STAGES.map((key) => ({ label: stage(key), value: report.totals[key] }))}
            title={t('backoffice.reports.quotations.chartTitle')}
            description={t('backoffice.reports.quotations.summary', { requested: f.count(report.totals.requested), ordered: f.count(report.totals.ordered), conversion: f.percent(report.totals.conversion) })}
            format={f.count}
          />
          <ComparisonTable
            caption={t('backoffice.reports.quotations.totals')}
            range={report.range}
            {...(report.previous ? { previous: report.previous } : {})}
            measures={[
              ...STAGES.map((key) => ({ label: stage(key), current: report.totals[key], previous: report.previousTotals[key], format: f.count })),
              { label: stage('medianHoursToAnswer'), current: report.totals.medianHoursToAnswer, previous: report.previousTotals.medianHoursToAnswer, format: hours },
              { label: stage('conversion'), current: report.totals.conversion, previous: report.previousTotals.conversion, format: f.percent },
            ]}
          />
        </>
      )}
    </ReportPanel>
  );
}
