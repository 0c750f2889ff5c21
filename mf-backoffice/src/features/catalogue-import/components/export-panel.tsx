import { useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { exportCatalogue, type ExportFormat } from '../api/export-catalogue';
import { SaveResult } from '../../../components/form-alert';

/** Downloads the whole catalogue as CSV or XLSX: the file an import takes back. */
export function ExportPanel() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [error, setError] = useState('');
  const run = async (format: ExportFormat) => {
    setBusy(format);
    setError('');
    try {
      await exportCatalogue(format);
    } catch {
      setError(t('backoffice.import.exportFailed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="bo-section" aria-labelledby="bo-export-title">
      <h2 id="bo-export-title">{t('backoffice.import.exportTitle')}</h2>
      <p>{t('backoffice.import.exportLead')}</p>
      <div className="bo-actions">
        {(['xlsx', 'csv'] as const).map((format) => (
          <button key={format} type="button" className="button" disabled={busy !== null} aria-busy={busy === format} onClick={() => void run(format)}>
            {t(`backoffice.import.export.${format}`)}
          </button>
        ))}
      </div>
      <SaveResult error={error} />
    </section>
  );
}
