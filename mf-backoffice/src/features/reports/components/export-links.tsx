import { useState, type MouseEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { exportReport, reportExportPath, type ExportFormat } from '../api/export-report';
import type { ReportName } from '../model/reports';

/**
 * The report's XLSX and CSV exports for the parameters shown. Links, so they read and copy as what they are; a click
 * fetches the file with the staff sign-in (as the catalogue export does), which a browser's plain link would not send.
 */
export function ExportLinks({ report, params }: { report: ReportName; params: Record<string, string> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [failed, setFailed] = useState(false);
  const save = async (event: MouseEvent, format: ExportFormat) => {
    event.preventDefault();
    if (busy) return;
    setBusy(format);
    setFailed(false);
    try {
      await exportReport(report, format, params);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  const name = t(`backoffice.reports.tabs.${report}`);
  return (
    <div className="bo-actions">
      {(['xlsx', 'csv'] as const).map((format) => (
        <a key={format} className="button" href={reportExportPath(report, format, params)} aria-busy={busy === format || undefined} onClick={(e) => void save(e, format)}>
          {t(`backoffice.reports.export.${format}`, { report: name })}
        </a>
      ))}
      {failed ? <p role="alert" className="bo-error">{t('backoffice.reports.export.failed')}</p> : null}
    </div>
  );
}
