import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { readFailure } from '../../../lib/api-failure';
import { applyImport } from '../api/apply-import';
import { checkImport, type ImportReport } from '../api/check-import';
import { ImportReportView } from './import-report';
import { SaveResult } from '../../../components/form-alert';

/**
 * A catalogue file checked first (the dry-run report: rows to create, change, refuse) and applied only when nothing
 * was refused: in one transaction on the server, so never half a catalogue.
 */
export function ImportPanel() {
  const { t } = useTranslation();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState<'check' | 'apply' | null>(null);
  const [result, setResult] = useState<{ error?: string; done?: string }>({});

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setResult({ error: t('backoffice.import.chooseFile') });
    setBusy('check');
    setResult({});
    setReport(null);
    try {
      const answer = await checkImport(file);
      setReport(answer);
      setResult(answer.refused.length ? { error: t('backoffice.import.refusedSummary', { count: answer.refused.length }) } : { done: t('backoffice.import.checked') });
    } catch (error) {
      setResult({ error: readFailure(error, t('backoffice.common.saveFailed')).message });
    } finally {
      setBusy(null);
    }
  };

  const apply = async () => {
    if (!report) return;
    setBusy('apply');
    setResult({});
    try {
      const applied = await applyImport(report.importId);
      setReport(null);
      setResult({ done: t('backoffice.import.applied', applied) });
    } catch (error) {
      setResult({ error: readFailure(error, t('backoffice.common.saveFailed')).message });
    } finally {
      setBusy(null);
    }
  };

  const canApply = report !== null && report.refused.length === 0 && report.create + report.update > 0;
  return (
    <section className="bo-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('backoffice.import.importTitle')}</h2>
      <p>{t('backoffice.import.importLead')}</p>
      <form className="bo-form" onSubmit={(event) => void check(event)}>
        <label className="bo-field">
          {t('backoffice.import.file')}
          <input type="file" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setReport(null);
            }} />
        </label>
        <div className="bo-actions">
          <button type="submit" className="button" disabled={busy !== null} aria-busy={busy === 'check'}>
            {busy === 'check' ? t('backoffice.import.checking') : t('backoffice.import.check')}
          </button>
          {canApply ? (
            <button type="button" className="button button-primary" disabled={busy !== null} aria-busy={busy === 'apply'} onClick={() => void apply()}>
              {busy === 'apply' ? t('backoffice.import.applying') : t('backoffice.import.apply', { count: report.create + report.update })}
            </button>
          ) : null}
        </div>
        <SaveResult error={result.error} done={result.done} />
      </form>
      {report ? <ImportReportView report={report} /> : null}
    </section>
  );
}
