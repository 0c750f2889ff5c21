import { useTranslation } from '@labmall/shared/i18n/react';
import { useFunnelReport, type FunnelReport } from '../api/get-funnel-report';
import { dropBetween } from '../model/funnel';
import { useReportFormat } from '../hooks/use-report-format';
import { FunnelSegments } from './funnel-segments';
import { BarChart } from './lazy-charts';
import { ReportPanel } from './report-panel';
import { ReportTable } from './report-table';

const isEmpty = (r: FunnelReport) => (r.steps[0]?.sessions ?? 0) === 0 && (r.steps[0]?.previousSessions ?? 0) === 0;

/** The shoppers' funnel (orders): sessions reaching each step, the drop between steps, per language and device. */
export function FunnelSection({ range }: { range: Record<string, string> }) {
  const { t } = useTranslation();
  const f = useReportFormat();
  const request = useFunnelReport(range);
  const step = (name: string) => t(`backoffice.reports.funnel.steps.${name}`);
  const drop = (value: number | null) => (value === null ? '—' : f.percent(value));
  return (
    <ReportPanel report="funnel" params={range} request={request} isEmpty={isEmpty}>
      {(report) => {
        const title = t('backoffice.reports.funnel.title');
        const dropOf = (i: number) => (i === 0 ? null : dropBetween(report.steps[i - 1]!.sessions, report.steps[i]!.sessions));
        const first = report.steps[0]?.sessions ?? 0;
        const last = report.steps[report.steps.length - 1]?.sessions ?? 0;
        return (
          <>
            <section className="bo-section" aria-label={title}>
              <h3>{title}</h3>
              <BarChart
                bars={report.steps.map((s, i) => {
                  const d = dropOf(i);
                  return { label: step(s.step), value: s.sessions, ...(d === null ? {} : { note: t('backoffice.reports.funnel.dropNote', { drop: drop(d) }) }) };
                })}
                title={title}
                description={t('backoffice.reports.funnel.summary', { sessions: f.count(first), paid: f.count(last), conversion: first ? f.percent(last / first) : '—' })}
                format={f.count}
              />
              <ReportTable
                caption={title}
                columns={[
                  { label: t('backoffice.reports.funnel.step') },
                  { label: t('backoffice.reports.funnel.sessions'), numeric: true },
                  { label: t('backoffice.reports.funnel.drop'), numeric: true },
                  { label: t('backoffice.reports.funnel.previousSessions'), numeric: true },
                  { label: t('backoffice.reports.change'), numeric: true },
                ]}
                rows={report.steps.map((s, i) => [step(s.step), f.count(s.sessions), drop(dropOf(i)), f.count(s.previousSessions), f.change(s.sessions, s.previousSessions)])}
              />
            </section>
            <FunnelSegments kind="language" rows={report.byLanguage} />
            <FunnelSegments kind="device" rows={report.byDevice} />
          </>
        );
      }}
    </ReportPanel>
  );
}
