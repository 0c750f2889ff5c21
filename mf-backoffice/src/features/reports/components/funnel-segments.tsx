import { useTranslation } from '@labmall/shared/i18n/react';
import { FUNNEL_STEPS } from '../api/get-funnel-report';
import { overallConversion } from '../model/funnel';
import { useReportFormat } from '../hooks/use-report-format';
import { BarChart } from './lazy-charts';
import { ReportTable } from './report-table';

interface FunnelSegmentsProps { kind: 'language' | 'device'; rows: { key: string; steps: number[] }[] }

/** The funnel per language or device class: paid share as bars, every step's sessions in the table. */
export function FunnelSegments({ kind, rows }: FunnelSegmentsProps) {
  const { t } = useTranslation();
  const f = useReportFormat();
  const title = t(`backoffice.reports.funnel.by.${kind}`);
  // `''` is a session without a language prefix or a screen width: named, not left blank.
  const name = (key: string) => (key ? t(`backoffice.reports.funnel.${kind}s.${key}`, { defaultValue: key }) : t('backoffice.reports.notGiven'));
  if (rows.length === 0) return null;
  return (
    <section className="bo-section" aria-label={title}>
      <h3>{title}</h3>
      <BarChart
        bars={rows.map((row) => ({ label: name(row.key), value: overallConversion(row.steps) ?? 0 }))}
        title={t('backoffice.reports.funnel.conversionBy', { by: title })}
        description={t('backoffice.reports.funnel.conversionSummary', { segments: rows.length })}
        format={f.percent}
      />
      <ReportTable
        caption={title}
        columns={[
          { label: t(`backoffice.reports.funnel.${kind}`) },
          ...FUNNEL_STEPS.map((step) => ({ label: t(`backoffice.reports.funnel.steps.${step}`), numeric: true })),
          { label: t('backoffice.reports.funnel.conversion'), numeric: true },
        ]}
        rows={rows.map((row) => {
          const conversion = overallConversion(row.steps);
          return [name(row.key), ...row.steps.map(f.count), conversion === null ? '—' : f.percent(conversion)];
        })}
      />
    </section>
  );
}
