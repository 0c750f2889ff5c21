import { useTranslation } from '@labmall/shared/i18n/react';
import type { ReportRange } from '../model/report-range';
import { useReportFormat } from '../hooks/use-report-format';
import { ReportTable } from './report-table';

/** One measure of the totals: its name, both periods' values (null: none) and how to write it. */
export interface Measure { label: string; current: number | null; previous: number | null; format: (value: number) => string }

interface ComparisonTableProps { caption: string; range: ReportRange; previous?: ReportRange; measures: Measure[] }

/** A report's totals for the range beside the previous period's, with the change in per cent. */
export function ComparisonTable({ caption, range, previous, measures }: ComparisonTableProps) {
  const { t } = useTranslation();
  const f = useReportFormat();
  const period = (r: ReportRange) => t('backoffice.reports.period', { from: f.day(r.from), to: f.day(r.to) });
  const write = (m: Measure, value: number | null) => (value === null ? '—' : m.format(value));
  return (
    <ReportTable
      caption={caption}
      columns={[
        { label: t('backoffice.reports.measure') },
        { label: t('backoffice.reports.thisPeriod', { period: period(range) }), numeric: true },
        ...(previous ? [
          { label: t('backoffice.reports.previousPeriod', { period: period(previous) }), numeric: true },
          { label: t('backoffice.reports.change'), numeric: true },
        ] : []),
      ]}
      rows={measures.map((m) => [
        m.label,
        write(m, m.current),
        ...(previous ? [write(m, m.previous), m.current === null || m.previous === null ? '—' : f.change(m.current, m.previous)] : []),
      ])}
    />
  );
}
